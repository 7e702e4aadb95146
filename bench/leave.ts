// `npm run bench:leave`: the leave calendar at a million requests, against a ceiling doing the same
// work. Seeds BENCH_ROWS (default 1,000,000) requests of 5,000 people over 40 years (about 70 begin each
// day, two to four days long, a fifth of them still waiting) into a fresh database (the embedded one;
// PostgreSQL too when DATABASE_URL is set), then measures with autocannon on loopback:
//   (1) who is away in a month, GET /api/leave-calendar/requests?date=2026-11-01 (every request touching it);
//   (1b) the same, compact, as the calendar reads it: GET /api/leave-calendar/requests/calendar?date=2026-11-01;
//   (2) a person's requests, GET /api/leave-calendar/requests/users/{id}?page=1 (25, newest first, and the total);
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply, against
// (b) our whole stack with a bearer token (the person themselves). Prints the figures and the ratios.
import type { LeaveRequest, LeaveStatus } from '@backoffice/contract/modules/leave';
import Fastify, { type FastifyReply } from 'fastify';
import type pg from 'pg';
import { cappedTotal } from '../apps/server/src/core/db/lists.js';
import { KeptAnswers } from '../apps/server/src/core/kept-answers.js';
import type { AwayRow } from '../apps/server/src/modules/leave/services/away.queries.js';
import { awayAnswer } from '../apps/server/src/modules/leave/services/request-lists.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PEOPLE = 5000;
const FIRST_DAY = '1990-01-01';
const DAYS = 40 * 365;

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', PEOPLE, ['calendar:leave:create']);
  await pool.query(
    `INSERT INTO leave_requests (user_id, type_id, "from", "to", reason, status, days, days_by_year, created_at)
     SELECT u.id, (SELECT min(id) FROM leave_types), d, d + (g % 3) + 1, 'Holiday ' || g,
            CASE WHEN g % 5 = 0 THEN 'pending' ELSE 'approved' END, (g % 3) + 2,
            jsonb_build_object(extract(year FROM d)::text, (g % 3) + 2), d
       FROM generate_series(1, $1::int) g
       JOIN LATERAL (SELECT $2::date + (g % $3::int) AS d) day ON true
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
         ON u.n = 1 + (g::bigint * 7919) % ${PEOPLE}`,
    [ROWS, FIRST_DAY, DAYS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

interface Row {
  id: number;
  user_id: number;
  type_id: number;
  from: string;
  to: string;
  half_start: boolean;
  half_end: boolean;
  reason: string;
  document_id: string | null;
  status: LeaveStatus;
  days: number;
  reviewed_at: Date | null;
  review_comment: string | null;
  created_at: Date;
  user_name: string;
  department_id: number | null;
  type_name: string;
  color: string;
  reviewed_by_name: string | null;
  cancellation: LeaveRequest['cancellation'];
}

const SELECT = `SELECT r.id, r.user_id, r.type_id, r."from"::text AS "from", r."to"::text AS "to", r.half_start, r.half_end,
  r.reason, r.document_id, r.status, r.days, r.reviewed_at, r.review_comment, r.created_at,
  u.name AS user_name, u.department_id, t.name AS type_name, t.color, rv.name AS reviewed_by_name,
  (SELECT json_build_object('id', c.id, 'status', c.status,
      'requestedAt', to_char(c.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reviewedByName', cr.name,
      'reviewedAt', to_char(c.reviewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM leave_cancellations c LEFT JOIN users cr ON cr.id = c.reviewed_by_id
    WHERE c.request_id = r.id ORDER BY c.id DESC LIMIT 1) AS cancellation
  FROM leave_requests r JOIN users u ON u.id = r.user_id JOIN leave_types t ON t.id = r.type_id
  LEFT JOIN users rv ON rv.id = r.reviewed_by_id LEFT JOIN stored_files f ON f.id = r.document_id`;

/**
 * The calendar's compact answer (services/request-lists.ts `awayBetween`): the same statement (only the
 * columns the calendar draws, a waiting cancellation by EXISTS), the same shaping (each person and type
 * once, `awayAnswer`) and the same keeping: written once per range and data version, the version read on
 * every request (docs/performance.md "Who is away kept per range and data version").
 */
const CALENDAR = `SELECT r.id AS "id", r.user_id AS "userId", r.type_id AS "typeId", r."from"::text AS "from",
    r."to"::text AS "to", r.half_start AS "halfStart", r.half_end AS "halfEnd", r.status AS "status",
    EXISTS (SELECT 1 FROM leave_cancellations c WHERE c.request_id = r.id AND c.status = 'pending') AS "cancelling",
    u.name AS "userName", u.department_id AS "departmentId", t.name AS "typeName", t.color AS "color"
  FROM leave_requests r JOIN users u ON u.id = r.user_id JOIN leave_types t ON t.id = r.type_id
  WHERE r.status IN ('pending', 'approved') AND daterange(r."from", r."to", '[]') && daterange($1::date, $2::date, '[]')
  ORDER BY r."from", r.id`;

const keptCalendars = new KeptAnswers<Buffer>();

async function calendar(pool: pg.Pool, reply: FastifyReply) {
  const range = ['2026-11-01', '2026-11-30'];
  const { rows } = await pool.query<{ version: string }>('SELECT version FROM leave_calendar_version WHERE id = 1');
  const written = await keptCalendars.get(pool, range.join('/'), Number(rows[0]!.version), async () =>
    Buffer.from(JSON.stringify(awayAnswer((await pool.query<AwayRow>(CALENDAR, range)).rows))),
  );
  reply.type('application/json; charset=utf-8');
  return written;
}

/** The service's SQL (one query, the latest cancellation included) and shaping (viewRequests), on the bare pool; the caller is the person `me`. */
export function ceiling(pool: pg.Pool, me: number) {
  const bare = Fastify({ logger: false });
  const shape = async (rows: Row[]): Promise<LeaveRequest[]> => {
    const approves = await pool.query('SELECT department_id FROM leave_approvers WHERE user_id = $1', [me]);
    const approved = new Set(approves.rows.map((a) => a.department_id as number));
    return rows.map((r) => {
      const full = r.user_id === me || (r.department_id !== null && approved.has(r.department_id));
      return {
        id: r.id,
        userId: r.user_id,
        userName: r.user_name,
        departmentId: r.department_id,
        typeId: r.type_id,
        typeName: r.type_name,
        color: r.color,
        from: r.from,
        to: r.to,
        halfStart: r.half_start,
        halfEnd: r.half_end,
        days: r.days,
        status: r.status,
        reason: full ? r.reason : null,
        hasDocument: r.document_id !== null,
        document: null,
        reviewedByName: r.reviewed_by_name,
        reviewedAt: r.reviewed_at?.toISOString() ?? null,
        reviewComment: full ? r.review_comment : null,
        cancellation: r.cancellation,
        createdAt: r.created_at.toISOString(),
      };
    });
  };
  const month = async () => {
    const { rows } = await pool.query<Row>(
      `${SELECT} WHERE r.status IN ('pending', 'approved')
          AND daterange(r."from", r."to", '[]') && daterange('2026-11-01'::date, '2026-11-30'::date, '[]')
        ORDER BY r."from", r.id`,
    );
    return shape(rows);
  };
  bare.get('/month', month);
  // The calendar's compact answer: only what the calendar draws, each person and type once.
  bare.get('/calendar', (_request, reply) => calendar(pool, reply));
  bare.get('/person', async () => {
    const [page, count] = await Promise.all([
      // As `paged()` orders it: newest first, then the tiebreak (id) ascending among requests of one day.
      pool.query<Row>(`${SELECT} WHERE r.user_id = $1 ORDER BY r."from" DESC, r.id LIMIT 25 OFFSET 0`, [me]),
      pool.query('SELECT count(*)::int AS n FROM leave_requests WHERE user_id = $1', [me]),
    ]);
    return { items: await shape(page.rows), ...cappedTotal(count.rows[0].n), page: 1, take: 25 };
  });
  return bare;
}

/** The caller: the first seeded person. */
const firstPerson = async (pool: pg.Pool): Promise<number> =>
  (await pool.query("SELECT id FROM users WHERE username = 'bench1'")).rows[0].id;

const bench: ModuleBench = {
  seed,
  // The caller is the first seeded person.
  ceiling: async (pool) =>
    ceiling(pool, (await pool.query("SELECT id FROM users WHERE username = 'bench1'")).rows[0].id),
  count: { sql: 'SELECT count(*)::int AS n FROM leave_requests', noun: 'requests' },
  cases: async (pool) => [
    [
      'who is away in a month, the calendar (compact)',
      '/api/leave-calendar/requests/calendar?date=2026-11-01',
      '/calendar',
      { maxP99: 150 },
    ],
    ['who is away in a month', '/api/leave-calendar/requests?date=2026-11-01', '/month'],
    ['a person’s requests, page 1', `/api/leave-calendar/requests/users/${await firstPerson(pool)}?page=1`, '/person'],
  ],
  seconds: SECONDS,
  rows: ROWS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);
