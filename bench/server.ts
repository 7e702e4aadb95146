// The server side of one benchmark run, in its own process (started by run.ts), so the load generator
// and the server never share an event loop. It opens a fresh database of one engine, seeds it, and
// listens on 127.0.0.1 with two servers over the SAME Database (same pool, same PGlite worker/socket):
//   - our app, built by buildApp() exactly as production builds it (LOG_LEVEL warn, jobs off);
//   - the ceiling: a bare Fastify route running the service's list SQL on the bare pg pool
//     (no auth, no zod, no hooks, default JSON serialisation).
// Messages from run.ts: `cpu` (reply: process CPU time so far), `profile-start` / `profile-stop` (a CPU
// profile of this process's main thread, for BENCH_PROFILE), `stop` (close everything, drop the data).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { COUNT_CAP } from '@backoffice/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/core/auth/passwords.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import type { AppContext } from '../apps/server/src/core/context.js';
import { type Database, openDatabase } from '../apps/server/src/core/db/database.js';
import { serverModules } from '../apps/server/src/modules/index.js';
import { listAudit } from '../apps/server/src/modules/system/service.js';
import type { FromServer, ServerReady, ToServer } from './protocol.js';
import { seedAuditLog } from './seed.js';

const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const rows = Number(process.env.BENCH_ROWS);
const adminUrl = process.env.BENCH_ADMIN_URL;
const logLevel = process.env.BENCH_LOG_LEVEL === 'silent' ? 'silent' : 'warn';
const deepPage = Number(process.env.BENCH_DEEP_PAGE);

const send = (message: FromServer) => process.send?.(message);

/** The ceiling's SQL: the text `listAudit` sends without filters (checked against it at start). */
const ceilingSql = (take: number, offset: number) => ({
  items: `SELECT id, at, user_id AS "userId", username, method, route, entity, entity_id AS "entityId",
              status_code AS "statusCode", before, after, ip, peer, event
         FROM audit_log ORDER BY id DESC LIMIT ${take} OFFSET ${offset}`,
  count: `SELECT count(*) AS n FROM ((SELECT 1 FROM audit_log) LIMIT ${COUNT_CAP + 1}) AS capped`,
});

/**
 * A statement's text as the work it asks for: no quotes, aliases, table prefixes, parameters or values
 * (ours binds them; the ceiling writes them in), no `OFFSET 0`.
 */
const workOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+offset 0\b/, '')
    .replace(/"/g, '')
    .replace(/\s+as\s+\w+/g, '')
    .replace(/\baudit_log\./g, '')
    .replace(/\$\d+|\b\d+\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();

/** A fresh database nobody else uses: a temp PGlite data dir, or `bench_<random>` created from the admin URL. */
async function freshDatabase(): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      label: dataDir,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!adminUrl) throw new Error('BENCH_ADMIN_URL is required for the postgres engine');
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    database,
    label: `database ${name}`,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A user whose role holds exactly `audit:log:read` (as the test helpers make one). */
async function createReader(pool: pg.Pool): Promise<{ username: string; password: string }> {
  const username = 'bench_reader';
  const password = randomBytes(12).toString('base64url');
  const role = await pool.query<{ id: number }>("INSERT INTO roles (name) VALUES ('bench reader') RETURNING id");
  const roleId = role.rows[0]!.id;
  await pool.query("INSERT INTO role_scopes (role_id, scope) VALUES ($1, 'audit:log:read')", [roleId]);
  const user = await pool.query<{ id: number }>(
    `INSERT INTO users (username, email, name, password_hash, role_id)
     VALUES ($1, 'bench@example.test', 'Bench Reader', $2, $3) RETURNING id`,
    [username, await hashPassword(password), roleId],
  );
  await pool.query("INSERT INTO profiles (user_id, first_name) VALUES ($1, 'Bench')", [user.rows[0]!.id]);
  return { username, password };
}

/** The SQL texts `listAudit` sends for a page, captured with a recording pool. */
async function serviceSql(page: number, take: number): Promise<string[]> {
  const texts: string[] = [];
  const pool = {
    query: async (query: string | { text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      texts.push(text);
      return { rows: text.includes('count(*)') ? [{ n: 0 }] : [], fields: [] };
    },
  };
  // The service reads through drizzle and the company time zone (for date ranges).
  const db = drizzle(pool as unknown as pg.Pool);
  await listAudit({ pool, db, config: { timeZone: 'UTC' } } as unknown as AppContext, { page, take });
  return texts;
}

/** Each query of a list request alone, one after another on one connection: where the database time goes. */
async function timeQueries(pool: pg.Pool): Promise<ServerReady['queryMs']> {
  const time = async (sql: string, reps: number) => {
    for (let i = 0; i < 5; i++) await pool.query(sql);
    const started = performance.now();
    for (let i = 0; i < reps; i++) await pool.query(sql);
    return (performance.now() - started) / reps;
  };
  const page1 = ceilingSql(25, 0);
  return {
    select1: await time('SELECT 1', 200),
    page1: await time(page1.items, 100),
    count: await time(page1.count, 50),
    deepPage: await time(ceilingSql(25, (deepPage - 1) * 25).items, 10),
  };
}

function bareServer(pool: pg.Pool, timeZone: string) {
  const bare = Fastify({ logger: false });
  bare.get('/list', async (request) => {
    const query = request.query as { page?: string; take?: string };
    const page = Number(query.page ?? 1);
    const take = Number(query.take ?? 25);
    const sql = ceilingSql(take, (page - 1) * take);
    const [items, count] = await Promise.all([pool.query(sql.items), pool.query<{ n: number }>(sql.count)]);
    const counted = count.rows[0]!.n;
    return {
      items: items.rows.map((r) => Object.assign(r, { at: (r.at as Date).toISOString() })),
      total: Math.min(counted, COUNT_CAP),
      totalCapped: counted > COUNT_CAP,
      page,
      take,
      timeZone,
    };
  });
  return bare;
}

let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
let disposing: Promise<void> | undefined;
/** Drops the bench data exactly once, whatever ends the process. */
const dispose = () => {
  disposing ??= fresh ? fresh.dispose().catch(() => {}) : Promise.resolve();
  return disposing;
};

async function main() {
  const started = performance.now();
  fresh = await freshDatabase();
  const { database } = fresh;
  const seed = await seedAuditLog(database.pool, rows, process.env.BENCH_VACUUM === '1');
  const reader = await createReader(database.pool);
  const queryMs = await timeQueries(database.pool);

  const config = {
    ...loadConfig(
      {
        LOG_LEVEL: logLevel,
        JWT_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        REQUIRE_MFA_FOR_ADMINS: 'false',
      },
      serverModules,
    ),
    databaseUrl: engine === 'postgres' ? 'postgres://bench' : undefined,
    webDist: undefined,
    jobs: false,
  };
  const app = await buildApp(config, { database });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = bareServer(database.pool, config.timeZone);
  const ceilingUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const signIn = await fetch(`${appUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: reader.username, password: reader.password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { jwt } = (await signIn.json()) as { jwt: string };

  // Both servers must answer the same page, or the ratio compares different work.
  const [ours, ceiling] = await Promise.all([
    fetch(`${appUrl}/api/audit-log?page=1&take=25`, { headers: { authorization: `Bearer ${jwt}` } }).then((r) =>
      r.json(),
    ),
    fetch(`${ceilingUrl}/list?page=1&take=25`).then((r) => r.json()),
  ]);
  // The same values; the order of keys is the reply schema's on our side.
  const samePage = isDeepStrictEqual(ours, ceiling);
  const expected = ceilingSql(25, 0);
  const sameSql =
    JSON.stringify((await serviceSql(1, 25)).map(workOf).sort()) ===
    JSON.stringify([expected.items, expected.count].map(workOf).sort());

  const ready: ServerReady = {
    type: 'ready',
    engine,
    database: fresh.label,
    appUrl,
    ceilingUrl,
    token: jwt,
    seed,
    setupMs: performance.now() - started,
    queryMs,
    checks: { samePage, sameSql, pageBytes: JSON.stringify(ours).length },
  };
  send(ready);

  let profiler: Session | undefined;
  process.on('message', async (message: ToServer) => {
    if (message.type === 'profile-start') {
      if (!profiler) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
      }
      await profiler.post('Profiler.start');
    }
    if (message.type === 'profile-stop' && profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
    }
    if ('id' in message) {
      const usage = process.cpuUsage();
      send({ type: 'reply', id: message.id, cpuMs: (usage.user + usage.system) / 1000 });
    }
    if (message.type === 'stop') {
      await app.close();
      await bare.close();
      await dispose();
      send({ type: 'stopped' });
      process.exit(0);
    }
  });
}

// Ctrl-C reaches this process too, and a vanished parent closes the channel: clean up either way.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dispose().then(() => process.exit(130)));
process.on('disconnect', () => dispose().then(() => process.exit(1)));

main().catch(async (error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await dispose();
  process.exit(1);
});
