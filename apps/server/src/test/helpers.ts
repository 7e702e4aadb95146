// Test helpers: a real server (buildApp) over a fresh real database, and signed-in users.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Endpoint, ReplyOf } from '@backoffice/contract';
import { sessionReply, signIn } from '@backoffice/contract/modules/auth';
import argon2 from 'argon2';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../core/config.js';
import { type Database, openDatabase } from '../core/db/database.js';
import type { ServerModule } from '../core/module.js';
import { serverModules } from '../modules/index.js';
import { cloneEmbeddedTemplate, clonePostgresTemplate } from './template-database.js';
import { type CallArgs, type CallResponse, callUrl, typedResponse } from './typed-calls.js';

/** `TEST_ENGINE=postgres` with `TEST_DATABASE_URL` runs the suite on PostgreSQL; the default is PGlite. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/** A fresh, migrated database: a new PGlite data dir, or a new PostgreSQL database, each a copy of a migrated template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await clonePostgresTemplate(adminUrl, name);
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
  await cloneEmbeddedTemplate(dataDir);
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
let scratchDataDir: string | undefined;
/** One DATA_DIR per test process, removed when it exits: tests never write into the repo's `data/`. */
function testDataDir(): string {
  if (!scratchDataDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-data-'));
    scratchDataDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return scratchDataDir;
}

export function testConfig(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  modules: readonly ServerModule[] = serverModules,
): Config {
  return {
    ...loadConfig(
      {
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: testDataDir(),
        // Tests sign administrators in with a password; auth's own tests turn the requirement on.
        REQUIRE_MFA_FOR_ADMINS: 'false',
        ...env,
      },
      modules,
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
  /** `POST /auth/token` without a token (`auth.signIn`); `reply()` is the JWT and the session user. */
  signIn(user: string, password: string): Promise<CallResponse<typeof signInEndpoint>>;
  /**
   * Calls a contract endpoint as the user (`null`: without a token): the path filled from `params`,
   * the query serialised as the web does, `body` sent as JSON, all typed by the endpoint's schemas,
   * so a contract change breaks the compile of the test. `res.reply()` is the typed reply.
   */
  call<E extends Endpoint>(user: TestUser | null, endpoint: E, ...[options]: CallArgs<E>): Promise<CallResponse<E>>;
  /** `call`, asserting the endpoint's success status (`status` in the contract, else 200); the typed reply. */
  callOk<E extends Endpoint>(user: TestUser | null, endpoint: E, ...[options]: CallArgs<E>): Promise<ReplyOf<E>>;
  /** `inject` with the user's bearer token: for requests no typed call can send (unknown routes, garbage paths). */
  as(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * `POST /auth/token` as a password-only account answers it: the session. A challenge (a second factor
 * due, docs/auth.md) does not match this reply, so `reply()` throws on it; auth's tests call
 * `auth.signIn` itself to see one.
 */
const signInEndpoint = { ...signIn, reply: sessionReply };

/**
 * A test user's password hash: argon2id as the server's own (core/auth/passwords.ts), at argon2's
 * smallest cost. Sign-in verifies a hash at the cost it carries, so the user still signs in through the
 * real endpoint, without the 2 × ~20 ms of CPU the production cost takes to hash and verify — for each
 * of the thousands of users a run makes. Accounts made through the API (the administration's and auth's
 * tests) get the production cost.
 */
function testUserHash(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

export async function createTestApp(
  options: {
    database?: TestDatabase;
    config?: Partial<Config>;
    /** Environment variables read at start, as `main.ts` reads them (module settings included). */
    env?: Record<string, string>;
    /** Hooks a test adds to the app before it starts (Fastify takes none after `ready`). */
    setup?: (app: FastifyInstance) => void;
    /** The modules to load (every module by default): a test adds a module of its own. */
    modules?: readonly ServerModule[];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(testConfig(options.config, options.env, options.modules), {
    database,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  options.setup?.(app);
  await app.ready();

  const as = (user: TestUser | null, opts: InjectOptions) => {
    const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
    if (user) headers.authorization = `Bearer ${user.token}`;
    return app.inject({ ...opts, headers });
  };

  const call = async <E extends Endpoint>(
    user: TestUser | null,
    endpoint: E,
    ...[options]: CallArgs<E>
  ): Promise<CallResponse<E>> => {
    const opts = (options ?? {}) as {
      params?: object;
      rawParams?: object;
      query?: object;
      rawQuery?: string;
      body?: unknown;
      rawBody?: unknown;
      headers?: Record<string, string>;
      remoteAddress?: string;
    };
    const payload = 'rawBody' in opts ? opts.rawBody : opts.body;
    const res = await as(user, {
      method: endpoint.method,
      url: callUrl(endpoint, opts),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(opts.headers ? { headers: opts.headers } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    return typedResponse(endpoint, res);
  };

  const signIn = (user: string, password: string) => call(null, signInEndpoint, { body: { user, password } });

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
        [name, `${name}@example.test`, `Test ${name}`, await testUserHash(password), isAdmin, roleId],
      );
      const id = inserted.rows[0]!.id;
      await pool.query('INSERT INTO profiles (user_id, first_name) VALUES ($1, $2)', [id, name]);
      const res = await signIn(name, password);
      if (res.statusCode !== 200) throw new Error(`sign-in of ${name} failed: ${res.body}`);
      const { jwt, user } = res.reply();
      return { id, username: name, password, token: jwt, wsKey: user.wsKey, roleId };
    },
    call,
    async callOk(user, endpoint, ...args) {
      const res = await call(user, endpoint, ...args);
      expect(res.statusCode, `${endpoint.name}: ${res.body.slice(0, 500)}`).toBe(endpoint.status ?? 200);
      return res.reply();
    },
    as,
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}
