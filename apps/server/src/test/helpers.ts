// Test helpers: a real server (buildApp) over a fresh real database, and signed-in users.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { hashPassword } from '../core/auth/passwords.js';
import { type Config, loadConfig } from '../core/config.js';
import { type Database, openDatabase } from '../core/db/database.js';
import { serverModules } from '../modules/index.js';

/** `TEST_ENGINE=postgres` with `TEST_DATABASE_URL` runs the suite on PostgreSQL; the default is PGlite. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/** A fresh, migrated database: a new PGlite data dir, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    return {
      ...database,
      async dispose() {
        await database.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The configuration of a test app: `env` is read as the environment is at start (core variables and
 * every module's settings, e.g. `{ PDNS_API_URL, PDNS_API_KEY }`); `overrides` replace parsed values.
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig(
      { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...env },
      serverModules,
    ),
    webDist: undefined,
    jobs: false,
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
  wsKey: string;
  roleId: number | null;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A user holding exactly these scopes (through a role of its own), signed in. */
  createUser(options?: { scopes?: string[]; isAdmin?: boolean; username?: string }): Promise<TestUser>;
  signIn(user: string, password: string): Promise<LightMyRequestResponse>;
  /** `inject` with the user's bearer token. */
  as(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

export async function createTestApp(
  options: {
    database?: TestDatabase;
    config?: Partial<Config>;
    /** Environment variables read at start, as `main.ts` reads them (module settings included). */
    env?: Record<string, string>;
    /** Hooks a test adds to the app before it starts (Fastify takes none after `ready`). */
    setup?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(testConfig(options.config, options.env), { database });
  options.setup?.(app);
  await app.ready();

  const signIn = (user: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/token', payload: { user, password } });

  return {
    app,
    database,
    signIn,
    async createUser({ scopes = [], isAdmin = false, username } = {}) {
      counter += 1;
      const name = username ?? `user${counter}_${randomBytes(3).toString('hex')}`;
      const password = `pw-${randomBytes(9).toString('base64url')}`;
      const { pool } = database;
      const role = await pool.query<{ id: number }>('INSERT INTO roles (name) VALUES ($1) RETURNING id', [
        `role of ${name}`,
      ]);
      const roleId = role.rows[0]!.id;
      for (const scope of scopes)
        await pool.query('INSERT INTO role_scopes (role_id, scope) VALUES ($1, $2)', [roleId, scope]);
      const inserted = await pool.query<{ id: number }>(
        `INSERT INTO users (username, email, name, password_hash, is_admin, role_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [name, `${name}@example.test`, `Test ${name}`, await hashPassword(password), isAdmin, roleId],
      );
      const id = inserted.rows[0]!.id;
      await pool.query('INSERT INTO profiles (user_id, first_name) VALUES ($1, $2)', [id, name]);
      const res = await signIn(name, password);
      if (res.statusCode !== 200) throw new Error(`sign-in of ${name} failed: ${res.body}`);
      const { jwt, user } = res.json();
      return { id, username: name, password, token: jwt, wsKey: user.wsKey, roleId };
    },
    as(user, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${user.token}`;
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}
