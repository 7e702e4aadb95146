import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from './auth/passwords.js';

/** The token signing secret: JWT_SECRET, or one generated on first start and kept in the database. */
export async function signingSecret(pool: pg.Pool, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await pool.query("INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE key = 'jwt_secret'");
  return rows[0]!.value;
}

/**
 * This installation's identity, generated on first start and kept in the database: instances on
 * the same database share it, so it names their Redis channels, and two installations that share
 * one Redis (staging and production, or parallel test runs) never hear each other's events.
 */
export async function installationId(pool: pg.Pool): Promise<string> {
  await pool.query("INSERT INTO settings (key, value) VALUES ('installation_id', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(8).toString('hex'),
  ]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE key = 'installation_id'");
  return rows[0]!.value;
}

/**
 * On a database without users, creates the administrator. Returns the password when it was
 * generated (the caller prints it once), or null when nothing was created or it was configured.
 */
export async function ensureAdministrator(
  pool: pg.Pool,
  username: string,
  configuredPassword: string | undefined,
  generatePassword: () => string,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const { rows } = await pool.query('SELECT 1 FROM users LIMIT 1');
  if (rows.length) return { created: false, generatedPassword: null };
  const password = configuredPassword ?? generatePassword();
  const hash = await hashPassword(password);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO users (username, email, name, password_hash, is_admin)
       SELECT $1, $2, 'Administrator', $3, true WHERE NOT EXISTS (SELECT 1 FROM users) RETURNING id`,
      [username, `${username}@localhost`, hash],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) {
      await client.query("INSERT INTO profiles (user_id, first_name, last_name) VALUES ($1, 'Administrator', '')", [
        id,
      ]);
    }
    await client.query('COMMIT');
    if (id === undefined) return { created: false, generatedPassword: null };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return { created: true, generatedPassword: configuredPassword ? null : password };
}
