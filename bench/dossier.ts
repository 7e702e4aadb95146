// `npm run bench:dossier`: the dossiers at 100,000 agents and a million rows, against a ceiling doing the
// same work. Seeds BENCH_AGENTS (default 100,000) agents with dossiers (a position and a team each, an
// earlier position for every other one and an earlier team for every third, 1,000 teams) and BENCH_ROWS
// (default 1,000,000) chat and ticket comments and as many feedback rows (about ten each an agent) into a
// fresh database (the embedded one; PostgreSQL too when DATABASE_URL is set), then measures with
// autocannon on loopback:
//   (1) an agent's chat comments, GET /api/dossier-controller/chat-comments?userId={id} (25, newest first, and the total);
//   (2) QC v1's dossier comments, GET /api/qa-controller/dossier/{id}/comments (both kinds, the same rows);
//   (3) the agents list, GET /api/dossier-controller/users (page 1 by name: position, team, manager, and
//       each agent's QC average over 30 days from QC's rollups; the total capped and remembered);
//   (4) the agents list searched by name (`search=bench4242`);
//   (5) the profile's timeline of feedback, GET /api/dossier-controller/users/{id}/feedbacks (page 1,
//       newest first, with the total).
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply, against
// (b) our whole stack with a bearer token (a QA manager: dossier:comment:read, dossier:user:read,
// dossier:feedback:read). Prints the figures and the ratios. The profile's QC figures are QC's statistics
// service, measured against its own ceiling by bench:qa-statistics.
import { COUNT_CAP, isoDate } from '@backoffice/contract';
import type { AgentRow, DossierComment, DossierFeedback, FeedbackTone } from '@backoffice/contract/modules/dossier';
import Fastify from 'fastify';
import type pg from 'pg';
import { cappedTotal, rememberedCount } from '../apps/server/src/core/db/lists.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', AGENTS, [
    'dossier:comment:read',
    'dossier:user:read',
    'dossier:feedback:read',
  ]);
  await pool.query(`INSERT INTO dossier_agents (user_id) SELECT id FROM users WHERE username LIKE 'bench%'`);
  // Agents numbered by id: 1,000 teams managed by the first 1,000; a position each (an earlier one for
  // every other agent) and a team each (an earlier one for every third).
  const numbered = `(SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%')`;
  await pool.query(
    `INSERT INTO dossier_teams (name, manager_id) SELECT 'Team ' || n, id FROM ${numbered} a WHERE n <= 1000`,
  );
  await pool.query(
    `INSERT INTO dossier_position_periods (user_id, position_id, "from", "to")
     SELECT a.id, (SELECT min(id) FROM dossier_positions), '2024-01-01'::date, '2025-06-30'::date FROM ${numbered} a WHERE n % 2 = 0
     UNION ALL
     SELECT a.id, (SELECT max(id) FROM dossier_positions), CASE WHEN n % 2 = 0 THEN '2025-07-01' ELSE '2024-01-01' END::date, NULL::date
       FROM ${numbered} a`,
  );
  await pool.query(
    `INSERT INTO dossier_memberships (user_id, team_id, "from", "to")
     SELECT a.id, (SELECT min(id) FROM dossier_teams) + (n + 1) % 1000, '2024-01-01'::date, '2025-12-31'::date FROM ${numbered} a WHERE n % 3 = 0
     UNION ALL
     SELECT a.id, (SELECT min(id) FROM dossier_teams) + n % 1000, CASE WHEN n % 3 = 0 THEN '2026-01-01' ELSE '2024-01-01' END::date, NULL::date
       FROM ${numbered} a`,
  );
  await pool.query(
    `INSERT INTO dossier_feedbacks (user_id, author_id, category_id, type_id, content, visibility, created_at, updated_at)
     SELECT u.id, u.id, (SELECT id FROM dossier_feedback_categories ORDER BY id OFFSET (g % 4) LIMIT 1),
            (SELECT id FROM dossier_feedback_types ORDER BY id OFFSET (g % 3) LIMIT 1), 'Feedback ' || g,
            CASE WHEN g % 2 = 0 THEN 'shared' ELSE 'private' END,
            now() - (g % 1000) * interval '1 hour', now() - (g % 1000) * interval '1 hour'
       FROM generate_series(1, $1::int) g
       JOIN ${numbered} u ON u.n = 1 + (g::bigint * 7919) % $2::int`,
    [ROWS, AGENTS],
  );
  await pool.query(`INSERT INTO dossier_review_categories (name) VALUES ('Tone'), ('Product knowledge'), ('Process')`);
  await pool.query(
    `INSERT INTO dossier_comments (kind, user_id, author_id, category_id, conversation_id, content, created_at, updated_at)
     SELECT CASE WHEN g % 7 < 4 THEN 'chat' ELSE 'ticket' END, u.id, u.id,
            (SELECT id FROM dossier_review_categories ORDER BY id OFFSET (g % 4) LIMIT 1),
            CASE WHEN g % 3 = 0 THEN g END, 'Comment ' || g,
            now() - (g % 1000) * interval '1 hour', now() - (g % 1000) * interval '1 hour'
       FROM generate_series(1, $1::int) g
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
         ON u.n = 1 + (g::bigint * 7919) % $2::int`,
    [ROWS, AGENTS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

interface Row {
  id: number;
  kind: 'chat' | 'ticket';
  user_id: number;
  user_name: string;
  author_id: number | null;
  author_name: string | null;
  category_id: number | null;
  category_name: string | null;
  conversation_id: number | null;
  content: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT c.id, c.kind, c.user_id, u.name AS user_name, c.author_id, a.name AS author_name, c.category_id,
  rc.name AS category_name, c.conversation_id, c.content, c.created_at, c.updated_at
  FROM dossier_comments c JOIN users u ON u.id = c.user_id LEFT JOIN users a ON a.id = c.author_id
  LEFT JOIN dossier_review_categories rc ON rc.id = c.category_id`;

const shape = (r: Row): DossierComment => ({
  id: r.id,
  kind: r.kind,
  userId: r.user_id,
  userName: r.user_name,
  authorId: r.author_id,
  authorName: r.author_name,
  categoryId: r.category_id,
  categoryName: r.category_name,
  conversationId: r.conversation_id,
  content: r.content,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const AGENTS_FROM = `FROM dossier_agents d JOIN users u ON u.id = d.user_id
  LEFT JOIN dossier_position_periods pp ON pp.user_id = d.user_id AND pp."to" IS NULL
  LEFT JOIN dossier_positions p ON p.id = pp.position_id
  LEFT JOIN dossier_memberships ms ON ms.user_id = d.user_id AND ms."to" IS NULL
  LEFT JOIN dossier_teams t ON t.id = ms.team_id`;
const AGENTS_SELECT = `SELECT d.user_id, u.name, u.username, p.id AS position_id, p.name AS position_name, t.id AS team_id,
  t.name AS team_name, mg.id AS manager_id, mg.name AS manager_name, d.created_at, d.updated_at
  ${AGENTS_FROM} LEFT JOIN users mg ON mg.id = t.manager_id`;

interface AgentSqlRow {
  user_id: number;
  name: string;
  username: string;
  position_id: number | null;
  position_name: string | null;
  team_id: number | null;
  team_name: string | null;
  manager_id: number | null;
  manager_name: string | null;
}

const FEEDBACK_SELECT = `SELECT f.id, f.user_id, f.author_id, a.name AS author_name, f.category_id, c.name AS category_name,
  f.type_id, t.name AS type_name, t.tone AS type_tone, f.content, f.visibility, f.created_at, f.updated_at
  FROM dossier_feedbacks f JOIN dossier_feedback_categories c ON c.id = f.category_id
  JOIN dossier_feedback_types t ON t.id = f.type_id LEFT JOIN users a ON a.id = f.author_id`;

interface FeedbackSqlRow {
  id: number;
  user_id: number;
  author_id: number | null;
  author_name: string | null;
  category_id: number;
  category_name: string;
  type_id: number;
  type_name: string;
  type_tone: string;
  content: string;
  visibility: string;
  created_at: Date;
  updated_at: Date;
}

const feedbackOf = (r: FeedbackSqlRow): DossierFeedback => ({
  id: r.id,
  userId: r.user_id,
  author: r.author_id === null ? null : { id: r.author_id, name: r.author_name ?? '' },
  category: { id: r.category_id, name: r.category_name },
  type: { id: r.type_id, name: r.type_name, tone: r.type_tone as FeedbackTone },
  content: r.content,
  visibility: r.visibility as DossierFeedback['visibility'],
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The service's SQL (the page and the capped count at once) and shaping, on the bare pool. */
function ceiling(pool: pg.Pool, agent: number) {
  const bare = Fastify({ logger: false });
  const page = async (where: string, params: unknown[]) => {
    const [rows, count] = await Promise.all([
      pool.query<Row>(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT 25 OFFSET 0`, params),
      pool.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM dossier_comments c WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`,
        params,
      ),
    ]);
    const n = count.rows[0].n as number;
    return {
      items: rows.rows.map(shape),
      total: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP,
      page: 1,
      take: 25,
    };
  };
  bare.get('/chat', () => page(`c.kind = 'chat' AND c.user_id = $1`, [agent]));
  const countOwner = {};
  const agents = async (key: string, where: string, params: unknown[]) => {
    const [rows, counted] = await Promise.all([
      pool.query<AgentSqlRow>(
        `${AGENTS_SELECT} ${where} ORDER BY u.name ASC, d.user_id ASC LIMIT $${params.length + 1}`,
        [...params, 25],
      ),
      rememberedCount(countOwner, key, async () => {
        const { rows } = await pool.query(
          `SELECT count(*) AS n FROM (SELECT 1 ${AGENTS_FROM} ${where} LIMIT ${COUNT_CAP + 1}) capped`,
          params,
        );
        return Number(rows[0].n);
      }),
    ]);
    // QC's average over the last 30 days, from its per-day rollups, for the page's agents.
    const today = isoDate(new Date());
    const ids = rows.rows.map((r) => r.user_id);
    const sums = await pool.query<{ id: number; reviews: number; sum: number }>(
      `SELECT agent_id AS id, sum(reviews)::int AS reviews, sum(score_sum) AS sum FROM qa_stats_agents
        WHERE day >= $1::date AND day <= $2::date AND agent_id = ANY($3::int[]) GROUP BY agent_id`,
      [isoDate(new Date(Date.parse(today) - 29 * 86_400_000)), today, ids],
    );
    const average = new Map(sums.rows.map((r) => [r.id, r.reviews ? Math.round((r.sum / r.reviews) * 10) / 10 : null]));
    const items: AgentRow[] = rows.rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      username: r.username,
      position: r.position_id !== null ? { id: r.position_id, name: r.position_name! } : null,
      team: r.team_id !== null ? { id: r.team_id, name: r.team_name! } : null,
      manager: r.manager_id !== null ? { id: r.manager_id, name: r.manager_name! } : null,
      averageScore: average.get(r.user_id) ?? null,
    }));
    return { items, ...cappedTotal(counted), page: 1, take: 25 };
  };
  bare.get('/agents', () => agents('all', '', []));
  bare.get('/agents-search', () => agents('search', 'WHERE (u.name ILIKE $1 OR u.username ILIKE $1)', ['%bench4242%']));
  // The feedback timeline: the caller reads every feedback (dossier:feedback:read), after the record
  // policy has found the agent's dossier.
  bare.get('/feedbacks', async () => {
    await pool.query('SELECT 1 FROM dossier_agents WHERE user_id = $1', [agent]);
    const [rows, count] = await Promise.all([
      pool.query<FeedbackSqlRow>(
        `${FEEDBACK_SELECT} WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
        [agent, 25],
      ),
      pool.query(
        `SELECT count(*) AS n FROM (SELECT 1 FROM dossier_feedbacks f WHERE f.user_id = $1 LIMIT ${COUNT_CAP + 1}) x`,
        [agent],
      ),
    ]);
    return { items: rows.rows.map(feedbackOf), ...cappedTotal(Number(count.rows[0].n)), page: 1, take: 25 };
  });
  // QC v1 names the agent in its path: the record policy finds their dossier first (404 without one).
  bare.get('/v1', async () => {
    await pool.query(
      'SELECT u.id, u.name FROM dossier_agents d JOIN users u ON u.id = d.user_id WHERE d.user_id = $1',
      [agent],
    );
    return page('c.user_id = $1', [agent]);
  });
  return bare;
}

/** The agent looked at: the tenth seeded person (the caller, bench1, is an agent too). */
const agentOf = async (pool: pg.Pool): Promise<number> =>
  (await pool.query("SELECT id FROM users WHERE username = 'bench10'")).rows[0].id;

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool, await agentOf(pool)),
  count: {
    sql: 'SELECT (SELECT count(*) FROM dossier_comments)::int + (SELECT count(*) FROM dossier_feedbacks)::int AS n',
    noun: 'comments and feedback rows',
  },
  cases: async (pool) => {
    const agent = await agentOf(pool);
    return [
      ['an agent’s chat comments, page 1', `/api/dossier-controller/chat-comments?userId=${agent}`, '/chat'],
      ['QC v1: an agent’s dossier comments', `/api/qa-controller/dossier/${agent}/comments`, '/v1'],
      ['the agents list, page 1', '/api/dossier-controller/users', '/agents'],
      ['the agents list searched by name', '/api/dossier-controller/users?search=bench4242', '/agents-search'],
      ['an agent’s feedback timeline, page 1', `/api/dossier-controller/users/${agent}/feedbacks`, '/feedbacks'],
    ];
  },
  seconds: SECONDS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);
