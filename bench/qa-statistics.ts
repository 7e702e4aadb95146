// `npm run bench:qa-statistics`: QC statistics over a million reviews, against a ceiling doing the same
// work. Seeds BENCH_ROWS (default 1,000,000) chat reviews over two years by 20 reviewers of 200 agents,
// three graded criteria each (one critical), a tag on every seventh and a feedback on every hundredth
// (a third of those disputed), into a fresh database (the embedded one; PostgreSQL too when DATABASE_URL is
// set), then measures with autocannon on loopback:
//   (1) everything, GET /api/qa-statistics-v2/statistics/overall (the rollups' answers (1)–(3) kept per filters
//       and data version, as the service keeps them: the ceiling keeps them the same way);
//   (2) one month, …/overall?from=2026-10-01&to=2026-10-31;
//   (3) one agent over the two years, …/statistics/users/{id} (the agent rollups);
//   (4) the agent and reviewer tables for one month, …/statistics/users?from=…&to=…;
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply, against
// (b) our whole stack with a bearer token.
import Fastify from 'fastify';
import type pg from 'pg';
import type { Database } from '../apps/server/src/core/db/database.js';
import { KeptAnswers } from '../apps/server/src/core/kept-answers.js';
import { rebuildStatistics } from '../apps/server/src/modules/qa/services/statistics-rollup.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENTS = 200;
const REVIEWERS = 20;

async function seed(pool: pg.Pool, database: Database) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', REVIEWERS, ['qa:statistic:read']);
  await seedPeople(pool, 'agent', AGENTS, []);
  await pool.query(`INSERT INTO qa_score_types (name, weight, critical, position) VALUES
    ('Greeting', 1, false, 1), ('Accuracy', 3, true, 2), ('Tone', 2, false, 3)`);
  await pool.query(
    `INSERT INTO qa_score_grades (name, value, color) VALUES ('Top', 100, '#2e7d32'), ('Mid', 60, '#f9a825'), ('Low', 20, '#c62828')`,
  );
  await pool.query(`INSERT INTO qa_tags (name, color) VALUES ('Refund', '#546e7a'), ('SSL', '#2e7d32')`);
  await pool.query(
    `INSERT INTO qa_chats (external_id, started_at, queue_state, review_count)
     SELECT 'chat-' || g, '2025-01-01'::timestamptz + (g * (730 * 86400 / $1::float) * interval '1 second'), 'reviewed', 1
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  // Grades by a hash of the chat: about 1 in 8 fails the critical criterion.
  await pool.query(
    `INSERT INTO qa_reviews (kind, chat_id, reviewer_id, score, critical_fails, conversation_at, created_at, updated_at)
     SELECT 'chat', c.id, r.id, 0, 0, c.started_at, c.started_at + interval '1 day', c.started_at + interval '1 day'
       FROM qa_chats c
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE username LIKE 'bench%') r
         ON r.n = c.id % ${REVIEWERS}`,
  );
  await pool.query(
    `INSERT INTO qa_review_scores (review_id, score_type_id, grade_id, weight, critical, value)
     SELECT r.id, t.id, g.id, t.weight, t.critical, g.value
       FROM qa_reviews r CROSS JOIN qa_score_types t
       JOIN qa_score_grades g ON g.name = CASE
         WHEN t.critical AND r.id % 8 = 0 THEN 'Low' WHEN (r.id + t.id) % 3 = 0 THEN 'Mid' ELSE 'Top' END`,
  );
  // The same weighted mean and critical rule as contract/rules/qa-score.ts, once, in SQL.
  await pool.query(
    `UPDATE qa_reviews r SET score = s.score, critical_fails = s.fails
       FROM (SELECT review_id,
                    CASE WHEN count(*) FILTER (WHERE critical AND value < 50) > 0 THEN 0
                         ELSE round(sum(weight * value)::numeric / sum(weight), 1) END AS score,
                    count(*) FILTER (WHERE critical AND value < 50) AS fails
               FROM qa_review_scores GROUP BY review_id) s
      WHERE s.review_id = r.id`,
  );
  await pool.query(
    `INSERT INTO qa_review_agents (review_id, user_id)
     SELECT r.id, a.id FROM qa_reviews r
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE username LIKE 'agent%') a
         ON a.n = (r.id::bigint * 7919) % ${AGENTS}`,
  );
  await pool.query(
    `INSERT INTO qa_review_tags (review_id, tag_id)
     SELECT r.id, (SELECT min(id) FROM qa_tags) + r.id % 2 FROM qa_reviews r WHERE r.id % 7 = 0`,
  );
  await pool.query(
    `INSERT INTO qa_feedbacks (kind, review_id, agent_id, author_id, content, status, disputed_at)
     SELECT 'chat', r.id, a.user_id, r.reviewer_id, 'Feedback', CASE WHEN r.id % 300 = 0 THEN 'disputed' ELSE 'seen' END,
            CASE WHEN r.id % 300 = 0 THEN now() END
       FROM qa_reviews r JOIN qa_review_agents a ON a.review_id = r.id WHERE r.id % 100 = 0`,
  );
  // Written in bulk, as the demo is: the rollups are built once (then kept by every change).
  await rebuildStatistics(database.db, 'UTC');
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

// ---- The ceiling: the service's SQL on the bare pool, shaped the same way ----

const round1 = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

/** The reply shaped from its parts, whichever source (reviews or rollups) counted them. */
function shapeStatistics(
  t: { reviews: number; average: unknown; fails: number; failed: number },
  f: { feedbacks: number; disputes: number },
  parts: { criteria: pg.QueryResult; tags: pg.QueryResult; trend: pg.QueryResult; shifts: pg.QueryResult },
) {
  const byShift = new Map(parts.shifts.rows.map((r) => [r.shift, r]));
  return {
    reviews: t.reviews,
    averageScore: round1(t.average),
    criticalFails: t.fails,
    failedReviews: t.failed,
    criteria: parts.criteria.rows.map((c) => ({
      scoreTypeId: c.id,
      name: c.name,
      graded: c.graded,
      average: round1(c.average),
    })),
    tags: parts.tags.rows.map((g) => ({ tagId: g.id, name: g.name, color: g.color, count: g.count })),
    feedbacks: f.feedbacks,
    disputes: f.disputes,
    feedbackRate: ratio(f.feedbacks, t.reviews),
    disputeRate: ratio(f.disputes, f.feedbacks),
    trend: parts.trend.rows.map((w) => ({ week: w.week, reviews: w.reviews, averageScore: round1(w.average) })),
    shifts: (['day', 'night'] as const).map((shift) => ({
      shift,
      reviews: byShift.get(shift)?.reviews ?? 0,
      averageScore: round1(byShift.get(shift)?.average),
    })),
  };
}

/**
 * The rollups' answer (statistics-rollup.ts), as the endpoint reads it for kind, period and shift filters:
 * by reviewer for everyone, by agent (qa_stats_agents and its criteria and tags) for one agent.
 */
async function rolledUp(pool: pg.Pool, q: { from?: string; to?: string; agentId?: number }) {
  const params: unknown[] = [];
  const parts = ['TRUE'];
  const agent = q.agentId !== undefined;
  if (agent) {
    params.push(q.agentId);
    parts.push(`s.agent_id = $${params.length}`);
  }
  if (q.from) {
    params.push(q.from);
    parts.push(`s.day >= $${params.length}::date`);
  }
  if (q.to) {
    params.push(q.to);
    parts.push(`s.day <= $${params.length}::date`);
  }
  const w = parts.join(' AND ');
  const [reviews, criteria, tags] = agent
    ? ['qa_stats_agents', 'qa_stats_agent_criteria', 'qa_stats_agent_tags']
    : ['qa_stats_reviews', 'qa_stats_criteria', 'qa_stats_tags'];
  const [feedbacks, disputes] = agent ? ['review_feedbacks', 'review_disputes'] : ['feedbacks', 'disputes'];
  const [totals, criteriaRows, tagRows, trend, shifts] = await Promise.all([
    pool.query(
      `SELECT coalesce(sum(s.reviews), 0)::int AS reviews, sum(s.score_sum) / nullif(sum(s.reviews), 0) AS average,
              coalesce(sum(s.critical_fails), 0)::int AS fails, coalesce(sum(s.failed), 0)::int AS failed,
              coalesce(sum(s.${feedbacks}), 0)::int AS feedbacks, coalesce(sum(s.${disputes}), 0)::int AS disputes
         FROM ${reviews} s WHERE ${w}`,
      params,
    ),
    pool.query(
      `SELECT t.id, t.name, sum(s.graded)::int AS graded, sum(s.value_sum)::numeric / sum(s.graded) AS average
         FROM ${criteria} s JOIN qa_score_types t ON t.id = s.score_type_id WHERE ${w}
        GROUP BY t.id, t.name, t.position ORDER BY t.position, t.id`,
      params,
    ),
    pool.query(
      `SELECT g.id, g.name, g.color, sum(s.count)::int AS count FROM ${tags} s JOIN qa_tags g ON g.id = s.tag_id
        WHERE ${w} GROUP BY g.id, g.name, g.color ORDER BY sum(s.count) DESC, g.name`,
      params,
    ),
    pool.query(
      `SELECT to_char(date_trunc('week', s.day), 'YYYY-MM-DD') AS week, sum(s.reviews)::int AS reviews,
              sum(s.score_sum) / sum(s.reviews) AS average FROM ${reviews} s WHERE ${w} GROUP BY 1 ORDER BY 1`,
      params,
    ),
    pool.query(
      `SELECT s.shift, sum(s.reviews)::int AS reviews, sum(s.score_sum) / sum(s.reviews) AS average
         FROM ${reviews} s WHERE ${w} GROUP BY 1 ORDER BY 1`,
      params,
    ),
  ]);
  const t = totals.rows[0];
  return shapeStatistics(t, t, { criteria: criteriaRows, tags: tagRows, trend, shifts });
}

async function rolledUpPeople(pool: pg.Pool, q: { from: string; to: string }) {
  const person = (p: Record<string, unknown>) => ({
    id: p.id,
    name: p.name,
    reviews: p.reviews,
    averageScore: round1(p.average),
    criticalFails: p.fails,
    feedbacks: p.feedbacks,
    disputes: p.disputes,
  });
  const select = (table: string, key: string) =>
    pool.query(
      `SELECT u.id, u.name, sum(s.reviews)::int AS reviews, sum(s.score_sum) / sum(s.reviews) AS average,
              sum(s.critical_fails)::int AS fails, sum(s.feedbacks)::int AS feedbacks, sum(s.disputes)::int AS disputes
         FROM ${table} s JOIN users u ON u.id = s.${key} WHERE TRUE AND s.day >= $1::date AND s.day <= $2::date
        GROUP BY u.id, u.name ORDER BY u.name, u.id`,
      [q.from, q.to],
    );
  const [agents, reviewers] = await Promise.all([
    select('qa_stats_agents', 'agent_id'),
    select('qa_stats_reviews', 'reviewer_id'),
  ]);
  return { agents: agents.rows.map(person), reviewers: reviewers.rows.map(person) };
}

const MONTH = { from: '2026-10-01', to: '2026-10-31' };
const firstAgent = async (pool: pg.Pool): Promise<{ id: number; name: string }> =>
  (await pool.query("SELECT id, name FROM users WHERE username = 'agent1'")).rows[0];

/** The shift teams, as the endpoint asks the shift calendar for them (none here: the figures are left empty). */
async function teams(pool: pg.Pool) {
  const { rows } = await pool.query('SELECT id, name FROM shift_teams ORDER BY name');
  if (rows.length) throw new Error('the benchmark seeds no shift teams');
  return [];
}

async function ceiling(pool: pg.Pool) {
  const bare = Fastify({ logger: false });
  const agent = await firstAgent(pool);
  const withTeams = async <T>(stats: Promise<T>) => {
    const [s, t] = await Promise.all([stats, teams(pool)]);
    return { ...s, teams: t };
  };
  // The rollups' answer kept per filters under the statistics' data version, read on every request.
  const kept = new KeptAnswers<Awaited<ReturnType<typeof rolledUp>>>(256);
  const keptRolledUp = async (q: Parameters<typeof rolledUp>[1]) => {
    const { rows } = await pool.query<{ version: string }>('SELECT version FROM qa_statistics_version WHERE id = 1');
    return kept.get(pool, JSON.stringify(q), Number(rows[0]!.version), () => rolledUp(pool, q));
  };
  bare.get('/overall', () => withTeams(keptRolledUp({})));
  bare.get('/month', () => withTeams(keptRolledUp(MONTH)));
  // One agent reads the agent rollups, as the endpoint does, and the person (a 404 when missing) at the same time.
  bare.get('/agent', async () => {
    const [person, stats] = await Promise.all([
      // A named statement, as the endpoint's (its plan kept).
      pool.query<{ id: number; name: string }>({
        name: 'agent-user',
        text: 'SELECT id, name FROM users WHERE id = $1',
        values: [agent.id],
      }),
      withTeams(keptRolledUp({ agentId: agent.id })),
    ]);
    if (!person.rows[0]) throw new Error('the agent is gone');
    return Object.assign(stats, { user: person.rows[0] });
  });
  bare.get('/people', () => rolledUpPeople(pool, MONTH));
  return bare;
}

const bench: ModuleBench = {
  seed,
  ceiling,
  count: { sql: 'SELECT count(*)::int AS n FROM qa_reviews', noun: 'reviews' },
  cases: async (pool) => [
    ['everything', '/api/qa-statistics-v2/statistics/overall', '/overall'],
    ['one month', `/api/qa-statistics-v2/statistics/overall?from=${MONTH.from}&to=${MONTH.to}`, '/month'],
    [
      'one agent, two years',
      `/api/qa-statistics-v2/statistics/users/${(await firstAgent(pool)).id}`,
      '/agent',
      { maxP99: 150 },
    ],
    [
      'agent and reviewer tables, one month',
      `/api/qa-statistics-v2/statistics/users?from=${MONTH.from}&to=${MONTH.to}`,
      '/people',
    ],
  ],
  seconds: SECONDS,
  rows: ROWS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);
