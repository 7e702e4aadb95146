import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from './auth/passwords.js';

/**
 * A value generated once per database and kept in `settings`: the first instance to start writes
 * it, every other instance on the same database reads the same one.
 */
async function generatedSetting(pool: pg.Pool, key: string, generate: () => string): Promise<string> {
  await pool.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, generate()]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]!.value;
}

/** The token signing secret: JWT_SECRET, or one generated on first start and kept in the database. */
export async function signingSecret(pool: pg.Pool, configured: string | undefined): Promise<string> {
  return configured || generatedSetting(pool, 'jwt_secret', () => randomBytes(48).toString('base64url'));
}

/**
 * This installation's identity, generated on first start and kept in the database: instances on
 * the same database share it, so it names their Redis channels, and two installations that share
 * one Redis (staging and production, or parallel test runs) never hear each other's events.
 */
export function installationId(pool: pg.Pool): Promise<string> {
  return generatedSetting(pool, 'installation_id', () => randomBytes(8).toString('hex'));
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
