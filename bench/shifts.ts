// `npm run bench:shifts`: the shift calendar's list at a million shifts, against a ceiling doing the
// same work. Seeds 1,000 people × 1,000 days of shifts (BENCH_ROWS, default 1,000,000) into a fresh
// database (the embedded one; PostgreSQL too when DATABASE_URL is set, in a bench_<random> database
// dropped after), 50 teams of 20, then measures with autocannon on loopback:
//   (a) the ceiling: a bare Fastify route running the service's SQL for a team's month (the shifts of
//       its members with names and types, and the day before for the rest check) on the bare pool,
//       shaping the same reply (hours by the one rule, short rests);
//   (b) GET /api/calendar/shifts?from&to&teamId with a bearer token: our whole stack.
// Each alternates in slices so that both see the same machine. Prints the figures and the ratio
// (target ≥ 0.8) and exits 0: a benchmark is a measurement, not a test (docs/performance.md).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIN_REST_HOURS } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/core/auth/passwords.js';
import { loadConfig } from '../apps/server/src/core/config.js';
import { type Database, openDatabase } from '../apps/server/src/core/db/database.js';
import { serverModules } from '../apps/server/src/modules/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const PEOPLE = 1000;
const TEAM_SIZE = 20;
const DAYS = Math.ceil(ROWS / PEOPLE);
const FIRST_DAY = '2024-01-01';
const day = (n: number) => new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A month view (six weeks), near the end of the seeded days. */
const RANGE = { from: day(Math.max(0, DAYS - 60)), to: day(Math.max(0, DAYS - 60) + 41) };
const TEAM = 7;

async function freshDatabase(engine: 'pglite' | 'postgres'): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shifts-'));
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

/** 1,000 people, 50 teams of 20, three shift types, one shift per person and day (a third of them nights). */
async function seed(pool: pg.Pool): Promise<{ username: string; password: string; seconds: number }> {
  const started = performance.now();
  const password = randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  const role = await pool.query<{ id: number }>("INSERT INTO roles (name) VALUES ('bench shifts') RETURNING id");
  await pool.query("INSERT INTO role_scopes (role_id, scope) VALUES ($1, 'calendar:shifts:read')", [role.rows[0]!.id]);
  await pool.query(
    `INSERT INTO users (username, email, name, password_hash, role_id)
     SELECT 'bench' || g, 'bench' || g || '@example.test', 'Person ' || g, $1, $2 FROM generate_series(1, $3::int) g`,
    [hash, role.rows[0]!.id, PEOPLE],
  );
  await pool.query(
    "INSERT INTO profiles (user_id, first_name) SELECT id, 'Person' FROM users WHERE username LIKE 'bench%'",
  );
  const department = await pool.query<{ id: number }>("INSERT INTO departments (name) VALUES ('Bench') RETURNING id");
  await pool.query(
    `INSERT INTO shift_teams (name, department_id, leader_id)
     SELECT 'Team ' || t, $1, (SELECT min(id) FROM users) + (t - 1) * ${TEAM_SIZE} FROM generate_series(1, ${PEOPLE / TEAM_SIZE}) t`,
    [department.rows[0]!.id],
  );
  await pool.query(
    `INSERT INTO shift_team_members (team_id, user_id)
     SELECT (SELECT min(id) FROM shift_teams) + (u.n - 1) / ${TEAM_SIZE}, u.id
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u`,
  );
  await pool.query(
    `INSERT INTO shift_types (name, start, "end", break_minutes, color) VALUES
       ('Morning', '07:00', '15:00', 30, '#2e7d32'), ('Afternoon', '15:00', '23:00', 30, '#1565c0'),
       ('Night', '23:00', '07:00', 30, '#6a1b9a')`,
  );
  await pool.query(
    `INSERT INTO shifts (user_id, date, type_id, start, "end", break_minutes, color, starts_at, ends_at, weighted_hours)
     SELECT u.id, d.day, t.id, t.start, t."end", t.break_minutes, t.color,
            (d.day + t.start::time) AT TIME ZONE 'UTC',
            (d.day + CASE WHEN t."end" <= t.start THEN 1 ELSE 0 END + t."end"::time) AT TIME ZONE 'UTC',
            CASE t.name WHEN 'Night' THEN 8 * 8.0 / 7 - 0.5 ELSE 7.5 END
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
      CROSS JOIN (SELECT ($1::date + g) AS day, g FROM generate_series(0, $2::int - 1) g) d
       JOIN shift_types t ON t.id = (SELECT min(id) FROM shift_types) + ((u.n + d.g) % 3)::int`,
    [FIRST_DAY, DAYS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

/** The service's SQL for the list (listShifts → viewShifts), without the framework around it. */
function ceiling(pool: pg.Pool) {
  const bare = Fastify({ logger: false });
  bare.get('/list', async (request) => {
    const q = request.query as { from: string; to: string; teamId: string };
    const { rows } = await pool.query(
      `SELECT s.*, s.date::text AS day, u.name AS user_name, t.name AS type_name FROM shifts s
         JOIN users u ON u.id = s.user_id LEFT JOIN shift_types t ON t.id = s.type_id
        WHERE s.date >= $1 AND s.date <= $2
          AND s.user_id IN (SELECT user_id FROM shift_team_members WHERE team_id = $3)
        ORDER BY s.date, s.starts_at, u.name`,
      [q.from, q.to, Number(q.teamId)],
    );
    const users = [...new Set(rows.map((r) => r.user_id as number))];
    const before = await pool.query(
      'SELECT user_id, ends_at FROM shifts WHERE user_id = ANY($1) AND date >= $2::date - 1 AND date <= $2::date - 1',
      [users, q.from],
    );
    const lastEnd = new Map<number, Date>(before.rows.map((b) => [b.user_id, b.ends_at]));
    const short = new Set<number>();
    for (const r of [...rows].sort((a, b) => a.starts_at - b.starts_at)) {
      const previous = lastEnd.get(r.user_id);
      if (previous && r.starts_at.getTime() - previous.getTime() < MIN_REST_HOURS * 3600_000) short.add(r.id);
      lastEnd.set(r.user_id, r.ends_at);
    }
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      date: r.day,
      typeId: r.type_id,
      typeName: r.type_name,
      color: r.color,
      start: r.start,
      end: r.end,
      breakMinutes: r.break_minutes,
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      hours: shiftHours({ start: r.start, end: r.end, breakMinutes: r.break_minutes }),
      shortRest: short.has(r.id),
      createdAt: r.created_at.toISOString(),
    }));
  });
  return bare;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(engine);
  try {
    const { database } = fresh;
    const seeded = await seed(database.pool);
    const teamId = (await database.pool.query('SELECT min(id) + $1 AS id FROM shift_teams', [TEAM - 1])).rows[0].id;
    const config = {
      ...loadConfig(
        { LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), HOST: '127.0.0.1' },
        serverModules,
      ),
      databaseUrl: engine === 'postgres' ? 'postgres://bench' : undefined,
      webDist: undefined,
      jobs: false,
    };
    const app = await buildApp(config, { database });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = ceiling(database.pool);
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const signIn = await fetch(`${appUrl}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: seeded.username, password: seeded.password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { jwt } = (await signIn.json()) as { jwt: string };
    const query = new URLSearchParams({ ...RANGE, teamId: String(teamId) });
    const auth = { authorization: `Bearer ${jwt}` };
    const [ours, theirs] = await Promise.all([
      fetch(`${appUrl}/api/calendar/shifts?${query}`, { headers: auth }).then((r) => r.json()),
      fetch(`${bareUrl}/list?${query}`).then((r) => r.json()),
    ]);
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      throw new Error(
        `the ceiling answers differently from the endpoint:\n${JSON.stringify(ours).slice(0, 400)}\n${JSON.stringify(theirs).slice(0, 400)}`,
      );
    }
    const counts = {
      shifts: (await database.pool.query('SELECT count(*)::int AS n FROM shifts')).rows[0].n,
      reply: ours.length,
    };
    type Load = Awaited<ReturnType<typeof load>>;
    const totals: { ours: Load[]; ceiling: Load[] } = { ours: [], ceiling: [] };
    for (let round = 0; round < ROUNDS; round++) {
      totals.ceiling.push(await load(`${bareUrl}/list?${query}`));
      totals.ours.push(await load(`${appUrl}/api/calendar/shifts?${query}`, auth));
    }
    // Requests autocannon left in flight finish before the servers close.
    await fetch(`${appUrl}/api/calendar/shifts?${query}`, { headers: auth });
    const mean = (xs: { rps: number }[]) => xs.reduce((n, x) => n + x.rps, 0) / xs.length;
    const worstP99 = (xs: { p99: number }[]) => Math.max(...xs.map((x) => x.p99));
    const ratio = mean(totals.ours) / mean(totals.ceiling);
    console.log(
      `${engine}: ${counts.shifts.toLocaleString('en')} shifts (seeded in ${seeded.seconds.toFixed(1)} s); a team's six weeks = ${counts.reply} shifts\n` +
        `  ceiling ${mean(totals.ceiling).toFixed(0)} req/s (p99 ${worstP99(totals.ceiling)} ms), ours ${mean(totals.ours).toFixed(0)} req/s (p99 ${worstP99(totals.ours)} ms), ` +
        `errors ${[...totals.ours, ...totals.ceiling].reduce((n, x) => n + x.errors, 0)}\n` +
        `  ratio ${ratio.toFixed(2)} (target ≥ 0.8): ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`,
    );
    await app.close();
    await bare.close();
  } finally {
    await fresh.dispose();
  }
}

await benchEngine('pglite');
if (process.env.DATABASE_URL) await benchEngine('postgres');
