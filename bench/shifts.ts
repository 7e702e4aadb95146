// `npm run bench:shifts`: the shift calendar's list at a million shifts, against a ceiling doing the
// same work. Seeds 1,000 people × 1,000 days of shifts (BENCH_ROWS, default 1,000,000) into a fresh
// database (the embedded one; PostgreSQL too when DATABASE_URL is set, in a bench_<random> database
// dropped after), 50 teams of 20, then measures with autocannon on loopback:
//   (a) the ceiling: a bare Fastify route running the service's SQL for a team's month (the shifts of
//       its members with names and types, and the day before for the rest check) on the bare pool,
//       shaping the same reply (hours by the one rule, short rests);
//   (b) GET /api/calendar/shifts/calendar?from&to&teamId (the calendar's compact reply, kept per query and
//       data version: the ceiling keeps it the same way) and the spec's
//       GET /api/calendar/shifts?… with a bearer token: our whole stack.
// Each alternates in slices so that both see the same machine. Prints the figures and the ratio
// (target ≥ 0.8) and exits 0: a benchmark is a measurement, not a test (docs/performance.md).
import { MIN_REST_HOURS } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import Fastify from 'fastify';
import type pg from 'pg';
import { KeptAnswers } from '../apps/server/src/core/kept-answers.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PEOPLE = 1000;
const TEAM_SIZE = 20;
const DAYS = Math.ceil(ROWS / PEOPLE);
const FIRST_DAY = '2024-01-01';
const day = (n: number) => new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A month view (six weeks), near the end of the seeded days. */
const RANGE = { from: day(Math.max(0, DAYS - 60)), to: day(Math.max(0, DAYS - 60) + 41) };
const TEAM = 7;

/** 1,000 people, 50 teams of 20, three shift types, one shift per person and day (a third of them nights). */
async function seed(pool: pg.Pool): Promise<{ username: string; password: string; seconds: number }> {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', PEOPLE, ['calendar:shifts:read']);
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
  const monthOf = async (q: { from: string; to: string; teamId: string }) => {
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
    return { rows, short };
  };
  bare.get('/list', async (request) => {
    const { rows, short } = await monthOf(request.query as { from: string; to: string; teamId: string });
    // In the contract's order (shiftSlot first), as the reply's schema writes it.
    return rows.map((r) => ({
      id: r.id,
      date: r.day,
      typeId: r.type_id,
      typeName: r.type_name,
      color: r.color,
      start: r.start,
      end: r.end,
      breakMinutes: r.break_minutes,
      hours: shiftHours({ start: r.start, end: r.end, breakMinutes: r.break_minutes }),
      createdAt: r.created_at.toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      shortRest: short.has(r.id),
    }));
  });
  // The calendar's compact reply: names once, no hours or instants; kept as the service keeps it, written
  // once per query and data version, the version read on every request.
  const kept = new KeptAnswers<Buffer>();
  bare.get('/calendar', async (request, reply) => {
    const q = request.query as { from: string; to: string; teamId: string };
    const { rows } = await pool.query<{ version: string }>('SELECT version FROM shift_calendar_version WHERE id = 1');
    const written = await kept.get(pool, `${q.from}/${q.to}/${q.teamId}`, Number(rows[0]!.version), async () =>
      Buffer.from(JSON.stringify(await compactOf(q))),
    );
    reply.type('application/json; charset=utf-8');
    return written;
  });
  const compactOf = async (q: { from: string; to: string; teamId: string }) => {
    const { rows, short } = await monthOf(q);
    const people = new Map<number, string>();
    const types = new Map<number, string>();
    for (const r of rows) {
      people.set(r.user_id, r.user_name);
      if (r.type_id !== null) types.set(r.type_id, r.type_name);
    }
    return {
      people: [...people].map(([id, name]) => ({ id, name })),
      types: [...types].map(([id, name]) => ({ id, name })),
      shifts: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        date: r.day,
        typeId: r.type_id,
        color: r.color,
        start: r.start,
        end: r.end,
        breakMinutes: r.break_minutes,
        shortRest: short.has(r.id),
      })),
    };
  };
  return bare;
}

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool),
  count: { sql: 'SELECT count(*)::int AS n FROM shifts', noun: 'shifts' },
  cases: async (pool) => {
    const teamId = (await pool.query('SELECT min(id) + $1 AS id FROM shift_teams', [TEAM - 1])).rows[0].id;
    const query = new URLSearchParams({ ...RANGE, teamId: String(teamId) });
    return [
      [
        "a team's six weeks, the calendar (compact)",
        `/api/calendar/shifts/calendar?${query}`,
        `/calendar?${query}`,
        { maxP99: 150 },
      ],
      ["a team's six weeks, the full list", `/api/calendar/shifts?${query}`, `/list?${query}`],
    ];
  },
  seconds: SECONDS,
  rows: ROWS,
};

await benchModule('pglite', bench);
await benchModule('postgres', bench);
