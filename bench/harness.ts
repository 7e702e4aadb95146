// What the module benchmarks share (`npm run bench:shifts`, `bench:events`): a fresh database of each
// engine, the app on it, a signed-in token, load with autocannon, and the ceiling's comparison.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/core/auth/passwords.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { type Database, openDatabase } from '../apps/server/src/core/db/database.js';
import { serverModules } from '../apps/server/src/modules/index.js';

import { type BenchResult, benchName, type Engine, recordResult } from './results.js';

export type { Engine };

/** The engines asked for (`BENCH_ENGINES`, default both), PostgreSQL only when `DATABASE_URL` is set. */
export function enginesWanted(): Engine[] {
  const asked = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
  return (['pglite', 'postgres'] as const).filter(
    (e) => asked.includes(e) && (e === 'pglite' || Boolean(process.env.DATABASE_URL)),
  );
}

/** The embedded database in a temporary directory, or a `bench_<random>` PostgreSQL database dropped after. */
export async function freshDatabase(engine: Engine): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = process.env.DATABASE_URL!;
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    database,
    async dispose() {
      await database.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** `count` users `<prefix>1…` with a role holding `scopes`, and profiles; the password of them all. */
export async function seedPeople(pool: pg.Pool, prefix: string, count: number, scopes: string[]): Promise<string> {
  const password = randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  const role = await pool.query<{ id: number }>('INSERT INTO roles (name) VALUES ($1) RETURNING id', [
    `bench ${prefix}`,
  ]);
  for (const scope of scopes) {
    await pool.query('INSERT INTO role_scopes (role_id, scope) VALUES ($1, $2)', [role.rows[0]!.id, scope]);
  }
  await pool.query(
    `INSERT INTO users (username, email, name, password_hash, role_id)
     SELECT $4 || g, $4 || g || '@example.test', 'Person ' || g, $1, $2 FROM generate_series(1, $3::int) g`,
    [hash, role.rows[0]!.id, count, prefix],
  );
  await pool.query("INSERT INTO profiles (user_id, first_name) SELECT id, 'Person' FROM users WHERE username LIKE $1", [
    `${prefix}%`,
  ]);
  return password;
}

/** The whole app on the database, listening on loopback, and a bearer token of `username`. */
export async function startApp(database: Database, engine: Engine, username: string, password: string) {
  const config = {
    ...loadConfig(
      {
        LOG_LEVEL: 'warn',
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
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const signIn = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: username, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { jwt } = (await signIn.json()) as { jwt: string };
  return { app, url, auth: { authorization: `Bearer ${jwt}` } };
}

export async function load(url: string, headers: Record<string, string> = {}, seconds = 5) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
type Load = Awaited<ReturnType<typeof load>>;

/** JSON with every object's keys in one order: the server writes them in the reply schema's order. */
function canonical(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(canonical);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.keys(json)
      .sort()
      .map((key) => [key, canonical((json as Record<string, unknown>)[key])]),
  );
}

/** Both answer the same (the same values; the order of an object's keys means nothing), or the comparison means nothing. */
export async function assertSameAnswer(
  ours: string,
  theirs: string,
  headers: Record<string, string>,
  normalize: (json: unknown) => unknown = (json) => json,
): Promise<number> {
  const [a, b] = await Promise.all([
    fetch(ours, { headers }).then(async (r) => normalize(await r.json())),
    fetch(theirs).then(async (r) => normalize(await r.json())),
  ]);
  const [x, y] = [JSON.stringify(canonical(a)), JSON.stringify(canonical(b))];
  if (x !== y) {
    // From the first difference on, so that a long reply shows where they part.
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    const from = Math.max(0, at - 120);
    throw new Error(
      `the ceiling answers differently from the endpoint at character ${at}:\n…${x.slice(from, at + 280)}\n…${y.slice(from, at + 280)}`,
    );
  }
  if (Array.isArray(a)) return a.length;
  // A page's items, or a compact calendar's shifts, occurrences or requests.
  const reply = a as {
    items?: unknown[];
    people?: unknown;
    shifts?: unknown[];
    occurrences?: unknown[];
    requests?: unknown[];
  };
  return (reply.items ?? reply.occurrences ?? reply.requests ?? (reply.people ? reply.shifts : undefined))?.length ?? 1;
}

/**
 * The ceiling and the endpoint in alternating slices (both see the same machine), then one request
 * more so that none autocannon left in flight outlives the servers. Returns the printed summary.
 */
export async function compare(
  ours: string,
  ceiling: string,
  headers: Record<string, string>,
  { rounds = 3, seconds = 5 } = {},
): Promise<{
  ratio: number;
  line: string;
  ceiling: { rps: number; p99: number };
  ours: { rps: number; p99: number };
  errors: number;
}> {
  const totals: { ours: Load[]; ceiling: Load[] } = { ours: [], ceiling: [] };
  for (let round = 0; round < rounds; round++) {
    totals.ceiling.push(await load(ceiling, {}, seconds));
    totals.ours.push(await load(ours, headers, seconds));
  }
  await fetch(ours, { headers });
  const mean = (xs: Load[]) => xs.reduce((n, x) => n + x.rps, 0) / xs.length;
  const worstP99 = (xs: Load[]) => Math.max(...xs.map((x) => x.p99));
  const ratio = mean(totals.ours) / mean(totals.ceiling);
  const errors = [...totals.ours, ...totals.ceiling].reduce((n, x) => n + x.errors, 0);
  return {
    ratio,
    ceiling: { rps: mean(totals.ceiling), p99: worstP99(totals.ceiling) },
    ours: { rps: mean(totals.ours), p99: worstP99(totals.ours) },
    errors,
    line:
      `ceiling ${mean(totals.ceiling).toFixed(0)} req/s (p99 ${worstP99(totals.ceiling)} ms), ours ${mean(totals.ours).toFixed(0)} req/s (p99 ${worstP99(totals.ours)} ms), errors ${errors}\n` +
      `  ratio ${ratio.toFixed(2)} (target ≥ 0.8): ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`,
  };
}

/** Anything answering `inject` (the app, the ceiling's bare Fastify). */
interface Injectable {
  inject(o: { method: 'GET'; url: string; headers?: Record<string, string> }): PromiseLike<{ statusCode: number }>;
}

/** CPU µs of this process per request: `count` requests through `inject`, ten at a time (no sockets). */
async function cpuPerRequest(server: Injectable, url: string, headers: Record<string, string>, count: number) {
  const started = process.cpuUsage();
  for (let done = 0; done < count; done += 10) {
    const replies = await Promise.all(Array.from({ length: 10 }, () => server.inject({ method: 'GET', url, headers })));
    for (const reply of replies) if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode}`);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / count;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The fixed cost per request (`BENCH_CPU=<requests a round>`, docs/performance.md "Fixed cost per
 * request"): the endpoint and its ceiling served in this process through `inject`, alternately, 5
 * rounds; our CPU µs per request minus the ceiling's is what our stack adds (sockets and autocannon
 * left out, so a busy machine weighs less; the database's own work is in another process on
 * PostgreSQL, in this one on PGlite, the same on both sides).
 */
async function fixedCost(
  app: Injectable,
  bare: Injectable,
  ours: string,
  theirs: string,
  auth: Record<string, string>,
) {
  const count = Number(process.env.BENCH_CPU);
  await cpuPerRequest(bare, theirs, {}, Math.min(count, 200));
  await cpuPerRequest(app, ours, auth, Math.min(count, 200));
  const rounds = { ceiling: [] as number[], ours: [] as number[], fixed: [] as number[] };
  for (let round = 0; round < 5; round++) {
    const c = await cpuPerRequest(bare, theirs, {}, count);
    const o = await cpuPerRequest(app, ours, auth, count);
    rounds.ceiling.push(c);
    rounds.ours.push(o);
    rounds.fixed.push(o - c);
  }
  const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
  // BENCH_CPU_PROFILE=<dir>: one more round of each under the profiler (bench/profile.ts summarises them).
  const dir = process.env.BENCH_CPU_PROFILE;
  if (dir) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    for (const [side, server, url, headers] of [
      ['ours', app, ours, auth],
      ['ceiling', bare, theirs, {}],
    ] as const) {
      await session.post('Profiler.start');
      await cpuPerRequest(server, url, headers, count);
      const { profile } = await session.post('Profiler.stop');
      const file = path.join(dir, `${ours.replace(/[^a-z0-9]+/gi, '-').slice(1, 80)}.${side}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  profile, ${side}: ${file}`);
    }
    session.disconnect();
  }
  return (
    `CPU µs per request (5 rounds of ${count}, in process): ceiling ${range(rounds.ceiling)}, ours ${range(rounds.ours)}, ` +
    `fixed cost ${range(rounds.fixed)}, median ${Math.round(median(rounds.fixed))}`
  );
}

/** Label, our URL path, the ceiling's, and optionally the goals beyond ratio ≥ 0.8 (a big view's p99). */
type Cases = readonly (readonly [string, string, string] | readonly [string, string, string, BenchResult['goals']])[];

export interface ModuleBench {
  /** Fills the fresh database; the user the endpoint is called as, and how long it took. */
  seed(pool: pg.Pool, database: Database): Promise<{ username: string; password: string; seconds: number }>;
  /** The bare routes doing the endpoint's work (the ceiling). */
  ceiling(
    pool: pg.Pool,
  ): Promise<{ listen(o: { host: string; port: number }): Promise<string>; close(): Promise<unknown> } & Injectable>;
  /** What the first line counts: `SELECT count(*)::int AS n FROM …` and its noun ("events"). */
  count: { sql: string; noun: string };
  /** Label, our URL path and the ceiling's, each answering the same (read from the seeded database when a function). */
  cases: Cases | ((pool: pg.Pool) => Promise<Cases>);
  /** What may differ between the two answers without meaning anything (a lease's end), taken out first. */
  normalize?: (json: unknown) => unknown;
  seconds: number;
  /** The rows seeded, for the summary (BENCH_ROWS). */
  rows?: number;
}

/** Seeds a fresh database of `engine`, then measures each case against its ceiling and prints the lines. */
export async function benchModule(engine: Engine, bench: ModuleBench): Promise<void> {
  if (!enginesWanted().includes(engine)) return;
  const fresh = await freshDatabase(engine);
  try {
    const { database } = fresh;
    const seeded = await bench.seed(database.pool, database);
    const { app, url, auth } = await startApp(database, engine, seeded.username, seeded.password);
    const bare = await bench.ceiling(database.pool);
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const { n } = (await database.pool.query(bench.count.sql)).rows[0];
    console.log(`${engine}: ${n.toLocaleString('en')} ${bench.count.noun} (seeded in ${seeded.seconds.toFixed(1)} s)`);
    const cases = typeof bench.cases === 'function' ? await bench.cases(database.pool) : bench.cases;
    // BENCH_CASES: only the views whose label contains one of these words (comma-separated).
    const only = process.env.BENCH_CASES?.split(',').map((word) => word.trim());
    for (const [label, ours, theirs, goals] of cases) {
      if (only && !only.some((word) => label.includes(word))) continue;
      const size = await assertSameAnswer(`${url}${ours}`, `${bareUrl}${theirs}`, auth, bench.normalize);
      if (process.env.BENCH_CPU) {
        console.log(`  ${label} (${size} items): ${await fixedCost(app, bare, ours, theirs, auth)}`);
        continue;
      }
      const measured = await compare(`${url}${ours}`, `${bareUrl}${theirs}`, auth, { seconds: bench.seconds });
      console.log(`  ${label} (${size} items): ${measured.line}`);
      recordResult({
        bench: benchName(),
        view: label,
        engine,
        items: size,
        rows: bench.rows ?? n,
        ceilingRps: measured.ceiling.rps,
        oursRps: measured.ours.rps,
        ratio: measured.ratio,
        ceilingP99: measured.ceiling.p99,
        oursP99: measured.ours.p99,
        errors: measured.errors,
        goals: { minRatio: 0.8, ...goals },
      });
    }
    await app.close();
    await bare.close();
  } finally {
    await fresh.dispose();
  }
}
