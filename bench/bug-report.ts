// `npm run bench:bug-report`: the tracker's search at a million reports, against a ceiling doing the same
// work. Seeds BENCH_ROWS (default 1,000,000) bug reports by 1,000 reporters over two years, in every status
// and priority (the closed ones closed a day after they were filed, so most are archived), into a fresh
// database (the embedded one; PostgreSQL too when DATABASE_URL is set), then measures with autocannon:
//   (1) the plain list, GET /api/bug-report/bugs (25 newest live reports that are not archived);
//   (2) the search, GET /api/bug-report/bugs/search with filters[text] (trigram-indexed substring) and filters[priority];
//   (3) the search with filters[reporter], filters[dateFrom] and filters[dateTo];
// (a) a bare Fastify route running hand-written SQL for the same page and capped count on the bare pool and
// shaping the same reply, against (b) our whole stack with a bearer token (bug-report:bugs:read).

import { pathToFileURL } from 'node:url';
import { COUNT_CAP } from '@backoffice/contract';
import type { ReportSummary } from '@backoffice/contract/modules/bug-report';
import Fastify from 'fastify';
import type pg from 'pg';
import { cappedTotal, rememberedCount } from '../apps/server/src/core/db/lists.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PEOPLE = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ARCHIVE_DAYS = 14;

export async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', PEOPLE, ['bug-report:bugs:read']);
  await pool.query(
    `INSERT INTO bug_reports (kind, title, description, priority_id, status_id, component_id, department_id, reporter_id,
                              assignee_id, created_at, updated_at, closed_at)
     SELECT 'bug',
            (ARRAY['Export','Login','Invoice','Search','Upload','Calendar','Report','Sync'])[1 + g % 8] || ' ' ||
            (ARRAY['crashes','is slow','shows a wrong total','times out','loses data','fails on Safari'])[1 + (g / 8) % 6] || ' #' || g,
            'Steps to reproduce ' || g,
            (SELECT id FROM bug_report_lookups WHERE kind = 'bug' AND type = 'priority' ORDER BY position OFFSET (g / 5) % 5 LIMIT 1),
            s.id,
            (SELECT id FROM bug_report_lookups WHERE kind = 'bug' AND type = 'component' ORDER BY position OFFSET g % 3 LIMIT 1),
            (SELECT id FROM bug_report_lookups WHERE kind = 'bug' AND type = 'department' ORDER BY position OFFSET (g / 3) % 3 LIMIT 1),
            u.id, CASE WHEN g % 4 = 0 THEN NULL ELSE u.id END,
            now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
            now() - (g % 730) * interval '1 day',
            CASE WHEN s.closing THEN now() - (g % 730) * interval '1 day' + interval '1 day' END
       FROM generate_series(1, $1::int) g
       JOIN (SELECT id, closing, row_number() OVER (ORDER BY position) - 1 AS n
               FROM bug_report_lookups WHERE kind = 'bug' AND type = 'status') s ON s.n = g % 5
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
         ON u.n = 1 + (g::bigint * 7919) % ${PEOPLE}`,
    [ROWS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

interface Row {
  id: number;
  title: string;
  priority_id: number | null;
  priority_name: string | null;
  priority_color: string | null;
  priority_level: string | null;
  status_id: number;
  status_name: string;
  status_color: string | null;
  status_closing: boolean;
  component_id: number | null;
  component: { name: string; color: string | null } | null;
  department_id: number | null;
  department: { name: string; color: string | null } | null;
  folder_id: number | null;
  folder_name: string | null;
  reporter_id: number | null;
  reporter_name: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  comment_count: number;
  file_count: number;
  closed_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

// As the tracker's list select (services/views.ts): status and priority joined, the rest scalar subqueries
// (eight joined relations cost PostgreSQL 60–110 ms of join-order search per request).
const SELECT = `SELECT r.id, r.title,
  p.id AS priority_id, p.name AS priority_name, p.color AS priority_color, p.level AS priority_level,
  s.id AS status_id, s.name AS status_name, s.color AS status_color, s.closing AS status_closing,
  r.component_id, (SELECT json_build_object('name', c.name, 'color', c.color) FROM bug_report_lookups c WHERE c.id = r.component_id) AS component,
  r.department_id, (SELECT json_build_object('name', d.name, 'color', d.color) FROM bug_report_lookups d WHERE d.id = r.department_id) AS department,
  r.folder_id, (SELECT f.name FROM bug_report_folders f WHERE f.id = r.folder_id) AS folder_name,
  r.reporter_id, (SELECT u.name FROM users u WHERE u.id = r.reporter_id) AS reporter_name,
  r.assignee_id, (SELECT u.name FROM users u WHERE u.id = r.assignee_id) AS assignee_name,
  (SELECT count(*) FROM bug_report_comments x WHERE x.report_id = r.id)::int AS comment_count,
  (SELECT count(*) FROM bug_report_files x WHERE x.report_id = r.id)::int AS file_count,
  r.closed_at, r.deleted_at, r.created_at, r.updated_at
  FROM bug_reports r JOIN bug_report_lookups s ON s.id = r.status_id
  LEFT JOIN bug_report_lookups p ON p.id = r.priority_id`;

const ref = (id: number | null, named: { name: string; color: string | null } | null) =>
  id === null || named === null ? null : { id, ...named };
const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const shape = (r: Row): ReportSummary => ({
  id: r.id,
  kind: 'bug',
  title: r.title,
  priority:
    r.priority_id === null
      ? null
      : { id: r.priority_id, name: r.priority_name!, color: r.priority_color, level: r.priority_level as 'normal' },
  status: { id: r.status_id, name: r.status_name, color: r.status_color, closing: r.status_closing },
  component: ref(r.component_id, r.component),
  department: ref(r.department_id, r.department),
  folder: r.folder_id === null ? null : { id: r.folder_id, name: r.folder_name! },
  reporter: person(r.reporter_id, r.reporter_name),
  assignee: person(r.assignee_id, r.assignee_name),
  commentCount: r.comment_count,
  fileCount: r.file_count,
  closedAt: r.closed_at?.toISOString() ?? null,
  archived: r.closed_at !== null && r.closed_at.getTime() <= Date.now() - ARCHIVE_DAYS * 86_400_000,
  deletedAt: r.deleted_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const LIVE = `r.kind = 'bug' AND r.deleted_at IS NULL AND (r.closed_at IS NULL OR r.closed_at > now() - make_interval(days => ${ARCHIVE_DAYS}))`;

function ceiling(pool: pg.Pool, cases: Cases) {
  const bare = Fastify({ logger: false });
  // The capped total remembered for 10 s when large, as `paged()` does (the same counting and caching).
  const countOwner = {};
  const page = async (where: string, params: unknown[]) => {
    const [rows, n] = await Promise.all([
      pool.query<Row>(`${SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 25 OFFSET 0`, params),
      rememberedCount(countOwner, `${where}\u0000${JSON.stringify(params)}`, async () => {
        const count = await pool.query(
          `SELECT count(*)::int AS n FROM (SELECT 1 FROM bug_reports r WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`,
          params,
        );
        return count.rows[0].n as number;
      }),
    ]);
    return { items: rows.rows.map(shape), ...cappedTotal(n), page: 1, take: 25 };
  };
  bare.get('/list', () => page(LIVE, []));
  bare.get('/text', () =>
    page(`${LIVE} AND r.priority_id = ANY($1::int[]) AND (r.title ILIKE $2 OR r.description ILIKE $2)`, [
      `{${cases.high}}`,
      '%export%',
    ]),
  );
  bare.get('/reporter', () =>
    page(
      `${LIVE} AND r.reporter_id = ANY($1::int[]) AND r.created_at >= ($2::date::timestamp AT TIME ZONE $4) AND r.created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)`,
      [`{${cases.reporter}}`, cases.from, cases.to, process.env.TZ ?? 'UTC'],
    ),
  );
  return bare;
}

interface Cases {
  high: number;
  reporter: number;
  from: string;
  to: string;
}

async function casesOf(pool: pg.Pool): Promise<Cases> {
  const high = (
    await pool.query("SELECT id FROM bug_report_lookups WHERE kind = 'bug' AND type = 'priority' AND level = 'high'")
  ).rows[0].id;
  const reporter = (await pool.query("SELECT id FROM users WHERE username = 'bench10'")).rows[0].id;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { high, reporter, from: day(200), to: day(10) };
}

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool, await casesOf(pool)),
  count: { sql: 'SELECT count(*)::int AS n FROM bug_reports', noun: 'bug reports' },
  cases: async (pool) => {
    const c = await casesOf(pool);
    const q = (query: Record<string, string>) => new URLSearchParams(query).toString();
    return [
      ['the list, page 1', '/api/bug-report/bugs', '/list'],
      [
        'search: text "export" and priority high',
        `/api/bug-report/bugs/search?${q({ 'filters[text]': 'export', 'filters[priority][]': String(c.high) })}`,
        '/text',
      ],
      [
        'search: one reporter between two days',
        `/api/bug-report/bugs/search?${q({ 'filters[reporter][]': String(c.reporter), 'filters[dateFrom]': c.from, 'filters[dateTo]': c.to })}`,
        '/reporter',
      ],
    ];
  },
  seconds: SECONDS,
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchModule('pglite', bench);
  if (process.env.DATABASE_URL) await benchModule('postgres', bench);
}
