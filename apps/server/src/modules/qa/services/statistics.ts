// Statistics (docs/qc.md "Statistics"): SQL aggregation over the reviews statistics count
// (statistics-source.ts: live, finished, sendStats on), with the filters sent — from the rollups
// (statistics-rollup.ts) when the filters are kind, period, reviewer and shift, from the reviews otherwise. A review counts once in
// the totals and once for each of its agents in the agent table. Days, weeks and shifts are the
// company's (TZ); a conversation from 07:00 to 22:59 is a day one (spec §5).
import type { PersonStatistics, Statistics, StatisticsQuery } from '@backoffice/contract/modules/qa';
import { type SQL, sql } from 'drizzle-orm';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { notFound } from '../../../core/errors.js';
import { idArray } from './conversations.js';
import { countsInStatistics } from './statistics-source.js';

const round1 = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

/** The reviews the filters pick, as conditions on `r`. */
function reviewWhere(ctx: AppContext, q: StatisticsQuery): SQL {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [countsInStatistics];
  if (q.kind) where.push(sql`r.kind = ${q.kind}`);
  if (q.from) where.push(sql`r.conversation_at >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`r.conversation_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  if (q.reviewerId !== undefined) where.push(sql`r.reviewer_id = ${q.reviewerId}`);
  // An agent's reviews are found from the agent (reviewsFrom), not by testing every review.
  if (q.agentId !== undefined) where.push(sql`ra.user_id = ${q.agentId}`);
  if (q.department) {
    where.push(sql`(EXISTS (SELECT 1 FROM qa_chats c WHERE c.id = r.chat_id AND c.department = ${q.department})
                  OR EXISTS (SELECT 1 FROM qa_tickets c WHERE c.id = r.ticket_id AND c.department = ${q.department}))`);
  }
  if (q.tags?.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM qa_review_tags t WHERE t.review_id = r.id AND t.tag_id = ANY(${idArray(q.tags)}))`,
    );
  }
  if (q.shift) where.push(sql`${shiftOf(tz)} = ${q.shift}`);
  return sql.join(where, sql` AND `);
}

/** The reviews to aggregate: all of them, or one agent's through `qa_review_agents (user_id, review_id)`. */
const reviewsFrom = (q: StatisticsQuery) =>
  q.agentId === undefined ? sql`qa_reviews r` : sql`qa_review_agents ra JOIN qa_reviews r ON r.id = ra.review_id`;

const shiftOf = (tz: string) =>
  sql`CASE WHEN extract(hour FROM r.conversation_at AT TIME ZONE ${tz}) BETWEEN 7 AND 22 THEN 'day' ELSE 'night' END`;

/** The rollups answer filters of kind, period, reviewer and shift; agent, department and tags read the reviews. */
const rollupServes = (q: StatisticsQuery) => q.agentId === undefined && !q.department && !q.tags?.length;

/** Conditions on a rollup row `s`. */
function bucketWhere(q: StatisticsQuery, reviewer: boolean): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (q.kind) where.push(sql`s.kind = ${q.kind}`);
  if (q.from) where.push(sql`s.day >= ${q.from}::date`);
  if (q.to) where.push(sql`s.day <= ${q.to}::date`);
  if (q.shift) where.push(sql`s.shift = ${q.shift}`);
  if (reviewer && q.reviewerId !== undefined) where.push(sql`s.reviewer_id = ${q.reviewerId}`);
  return sql.join(where, sql` AND `);
}

type Source = 'auto' | 'reviews';

export async function statisticsOf(ctx: AppContext, q: StatisticsQuery, source: Source = 'auto'): Promise<Statistics> {
  const [stats, teams] = await Promise.all([
    source === 'auto' && rollupServes(q) ? statisticsFromRollups(ctx, q) : statisticsFromReviews(ctx, q),
    teamsOf(ctx, q, source),
  ]);
  return { ...stats, teams };
}

/** Each of these agents' reviews and score sum over the filters. */
async function agentSums(ctx: AppContext, q: StatisticsQuery, source: Source, agents: number[]) {
  if (source === 'auto' && rollupServes(q) && q.reviewerId === undefined) {
    const { rows } = await ctx.db.execute<{ id: number; reviews: number; sum: number }>(
      sql`SELECT s.agent_id AS id, sum(s.reviews)::int AS reviews, sum(s.score_sum) AS sum
            FROM qa_stats_agents s WHERE ${bucketWhere(q, false)} AND s.agent_id = ANY(${idArray(agents)})
           GROUP BY s.agent_id`,
    );
    return rows;
  }
  const { rows } = await ctx.db.execute<{ id: number; reviews: number; sum: number }>(
    sql`SELECT a.user_id AS id, count(*)::int AS reviews, sum(r.score::float8) AS sum
          FROM ${reviewsFrom(q)} JOIN qa_review_agents a ON a.review_id = r.id
         WHERE ${reviewWhere(ctx, q)} AND a.user_id = ANY(${idArray(agents)})
         GROUP BY a.user_id`,
  );
  return rows;
}

/**
 * By shift team: the shift calendar's teams (its module service; none without it), each adding up its
 * members' figures. Asked first, so that a company without teams pays one small query.
 */
async function teamsOf(ctx: AppContext, q: StatisticsQuery, source: Source): Promise<Statistics['teams']> {
  const plan = ctx.services['shifts.plan'];
  if (!plan) return [];
  const today = todayIn(ctx);
  const { teams } = await plan(ctx, [], today, today);
  const members = [...new Set(teams.flatMap((t) => t.memberIds))];
  if (!members.length) return [];
  const sums = await agentSums(ctx, q, source, members);
  return teams
    .map((team) => {
      const of = sums.filter((a) => team.memberIds.includes(a.id));
      const reviews = of.reduce((n, a) => n + a.reviews, 0);
      const sum = of.reduce((n, a) => n + Number(a.sum), 0);
      return { teamId: team.id, name: team.name, reviews, averageScore: reviews ? round1(sum / reviews) : null };
    })
    .filter((t) => t.reviews > 0);
}

type Average = { reviews: number; average: number | null };

/** The reply of either source from its rows: totals, criteria, tags, weeks and shifts. */
function shape(
  t: { reviews: number; average: number | null; fails: number; failed: number; feedbacks: number; disputes: number },
  criteria: { id: number; name: string; graded: number; average: number | null }[],
  tags: { id: number; name: string; color: string; count: number }[],
  trend: ({ week: string } & Average)[],
  shifts: ({ shift: 'day' | 'night' } & Average)[],
): Omit<Statistics, 'teams'> {
  const byShift = new Map(shifts.map((s) => [s.shift, s]));
  return {
    reviews: t.reviews,
    averageScore: round1(t.average),
    criticalFails: t.fails,
    failedReviews: t.failed,
    criteria: criteria.map((c) => ({ scoreTypeId: c.id, name: c.name, graded: c.graded, average: round1(c.average) })),
    tags: tags.map((g) => ({ tagId: g.id, name: g.name, color: g.color, count: g.count })),
    feedbacks: t.feedbacks,
    disputes: t.disputes,
    feedbackRate: ratio(t.feedbacks, t.reviews),
    disputeRate: ratio(t.disputes, t.feedbacks),
    trend: trend.map((w) => ({ week: w.week, reviews: w.reviews, averageScore: round1(w.average) })),
    shifts: (['day', 'night'] as const).map((shift) => ({
      shift,
      reviews: byShift.get(shift)?.reviews ?? 0,
      averageScore: round1(byShift.get(shift)?.average),
    })),
  };
}

async function statisticsFromReviews(ctx: AppContext, q: StatisticsQuery): Promise<Omit<Statistics, 'teams'>> {
  const tz = ctx.config.timeZone;
  const picked = sql`SELECT r.id, r.score, r.critical_fails, r.conversation_at FROM ${reviewsFrom(q)} WHERE ${reviewWhere(ctx, q)}`;
  const db = ctx.db;
  const [totals, criteria, tags, feedbacks, trend, shifts] = await Promise.all([
    db.execute<{ reviews: number; average: number | null; fails: number; failed: number }>(
      sql`WITH r AS (${picked})
          SELECT count(*)::int AS reviews, avg(r.score) AS average, coalesce(sum(r.critical_fails), 0)::int AS fails,
                 count(*) FILTER (WHERE r.critical_fails > 0)::int AS failed FROM r`,
    ),
    db.execute<{ id: number; name: string; graded: number; average: number | null }>(
      sql`WITH r AS (${picked})
          SELECT t.id, t.name, count(s.review_id)::int AS graded, avg(s.value) AS average
            FROM r JOIN qa_review_scores s ON s.review_id = r.id JOIN qa_score_types t ON t.id = s.score_type_id
           GROUP BY t.id, t.name, t.position ORDER BY t.position, t.id`,
    ),
    db.execute<{ id: number; name: string; color: string; count: number }>(
      sql`WITH r AS (${picked})
          SELECT g.id, g.name, g.color, count(*)::int AS count
            FROM r JOIN qa_review_tags t ON t.review_id = r.id JOIN qa_tags g ON g.id = t.tag_id
           GROUP BY g.id, g.name, g.color ORDER BY count(*) DESC, g.name`,
    ),
    db.execute<{ feedbacks: number; disputes: number }>(
      sql`WITH r AS (${picked})
          SELECT count(*)::int AS feedbacks, count(*) FILTER (WHERE f.disputed_at IS NOT NULL)::int AS disputes
            FROM r JOIN qa_feedbacks f ON f.review_id = r.id`,
    ),
    db.execute<{ week: string; reviews: number; average: number | null }>(
      sql`WITH r AS (${picked})
          SELECT to_char(date_trunc('week', r.conversation_at AT TIME ZONE ${tz}), 'YYYY-MM-DD') AS week,
                 count(*)::int AS reviews, avg(r.score) AS average
            FROM r GROUP BY 1 ORDER BY 1`,
    ),
    db.execute<{ shift: 'day' | 'night'; reviews: number; average: number | null }>(
      sql`WITH r AS (${picked})
          SELECT ${shiftOf(tz)} AS shift, count(*)::int AS reviews, avg(r.score) AS average FROM r GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  const t = totals.rows[0]!;
  return shape({ ...t, ...feedbacks.rows[0]! }, criteria.rows, tags.rows, trend.rows, shifts.rows);
}

async function statisticsFromRollups(ctx: AppContext, q: StatisticsQuery): Promise<Omit<Statistics, 'teams'>> {
  const db = ctx.db;
  const where = bucketWhere(q, true);
  const [totals, criteria, tags, trend, shifts] = await Promise.all([
    db.execute<{
      reviews: number;
      average: number | null;
      fails: number;
      failed: number;
      feedbacks: number;
      disputes: number;
    }>(
      sql`SELECT coalesce(sum(s.reviews), 0)::int AS reviews, sum(s.score_sum) / nullif(sum(s.reviews), 0) AS average,
                 coalesce(sum(s.critical_fails), 0)::int AS fails, coalesce(sum(s.failed), 0)::int AS failed,
                 coalesce(sum(s.feedbacks), 0)::int AS feedbacks, coalesce(sum(s.disputes), 0)::int AS disputes
            FROM qa_stats_reviews s WHERE ${where}`,
    ),
    db.execute<{ id: number; name: string; graded: number; average: number | null }>(
      sql`SELECT t.id, t.name, sum(s.graded)::int AS graded, sum(s.value_sum)::numeric / sum(s.graded) AS average
            FROM qa_stats_criteria s JOIN qa_score_types t ON t.id = s.score_type_id WHERE ${where}
           GROUP BY t.id, t.name, t.position ORDER BY t.position, t.id`,
    ),
    db.execute<{ id: number; name: string; color: string; count: number }>(
      sql`SELECT g.id, g.name, g.color, sum(s.count)::int AS count
            FROM qa_stats_tags s JOIN qa_tags g ON g.id = s.tag_id WHERE ${where}
           GROUP BY g.id, g.name, g.color ORDER BY sum(s.count) DESC, g.name`,
    ),
    db.execute<{ week: string; reviews: number; average: number | null }>(
      sql`SELECT to_char(date_trunc('week', s.day), 'YYYY-MM-DD') AS week, sum(s.reviews)::int AS reviews,
                 sum(s.score_sum) / sum(s.reviews) AS average
            FROM qa_stats_reviews s WHERE ${where} GROUP BY 1 ORDER BY 1`,
    ),
    db.execute<{ shift: 'day' | 'night'; reviews: number; average: number | null }>(
      sql`SELECT s.shift, sum(s.reviews)::int AS reviews, sum(s.score_sum) / sum(s.reviews) AS average
            FROM qa_stats_reviews s WHERE ${where} GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  return shape(totals.rows[0]!, criteria.rows, tags.rows, trend.rows, shifts.rows);
}

type PersonRow = {
  id: number;
  name: string;
  reviews: number;
  average: number | null;
  fails: number;
  feedbacks: number;
  disputes: number;
};

const person = (p: PersonRow): PersonStatistics => ({
  id: p.id,
  name: p.name,
  reviews: p.reviews,
  averageScore: round1(p.average),
  criticalFails: p.fails,
  feedbacks: p.feedbacks,
  disputes: p.disputes,
});

export async function usersStatisticsOf(ctx: AppContext, q: StatisticsQuery, source: Source = 'auto') {
  // An agent's rollup rows hold every reviewer's reviews of them: a reviewer filter reads the reviews.
  if (source === 'auto' && rollupServes(q) && q.reviewerId === undefined) return usersFromRollups(ctx, q);
  const picked = sql`SELECT r.id, r.score, r.critical_fails, r.reviewer_id FROM ${reviewsFrom(q)} WHERE ${reviewWhere(ctx, q)}`;
  const [agents, reviewers] = await Promise.all([
    ctx.db.execute<PersonRow>(
      sql`WITH r AS (${picked}),
               per AS (SELECT a.user_id, count(*)::int AS reviews, avg(r.score) AS average, sum(r.critical_fails)::int AS fails
                         FROM r JOIN qa_review_agents a ON a.review_id = r.id GROUP BY a.user_id),
               fb AS (SELECT f.agent_id, count(*)::int AS feedbacks, count(*) FILTER (WHERE f.disputed_at IS NOT NULL)::int AS disputes
                        FROM r JOIN qa_feedbacks f ON f.review_id = r.id GROUP BY f.agent_id)
          SELECT u.id, u.name, per.reviews, per.average, per.fails, coalesce(fb.feedbacks, 0) AS feedbacks,
                 coalesce(fb.disputes, 0) AS disputes
            FROM per JOIN users u ON u.id = per.user_id LEFT JOIN fb ON fb.agent_id = per.user_id
           ORDER BY u.name, u.id`,
    ),
    ctx.db.execute<PersonRow>(
      sql`WITH r AS (${picked}),
               per AS (SELECT r.reviewer_id, count(*)::int AS reviews, avg(r.score) AS average, sum(r.critical_fails)::int AS fails
                         FROM r GROUP BY r.reviewer_id),
               fb AS (SELECT r.reviewer_id, count(*)::int AS feedbacks, count(*) FILTER (WHERE f.disputed_at IS NOT NULL)::int AS disputes
                        FROM r JOIN qa_feedbacks f ON f.review_id = r.id GROUP BY r.reviewer_id)
          SELECT u.id, u.name, per.reviews, per.average, per.fails, coalesce(fb.feedbacks, 0) AS feedbacks,
                 coalesce(fb.disputes, 0) AS disputes
            FROM per JOIN users u ON u.id = per.reviewer_id LEFT JOIN fb ON fb.reviewer_id = per.reviewer_id
           ORDER BY u.name, u.id`,
    ),
  ]);
  return { agents: agents.rows.map(person), reviewers: reviewers.rows.map(person) };
}

async function usersFromRollups(ctx: AppContext, q: StatisticsQuery) {
  const where = bucketWhere(q, false);
  const [agents, reviewers] = await Promise.all([
    ctx.db.execute<PersonRow>(
      sql`SELECT u.id, u.name, sum(s.reviews)::int AS reviews, sum(s.score_sum) / sum(s.reviews) AS average,
                 sum(s.critical_fails)::int AS fails, sum(s.feedbacks)::int AS feedbacks, sum(s.disputes)::int AS disputes
            FROM qa_stats_agents s JOIN users u ON u.id = s.agent_id WHERE ${where}
           GROUP BY u.id, u.name ORDER BY u.name, u.id`,
    ),
    ctx.db.execute<PersonRow>(
      sql`SELECT u.id, u.name, sum(s.reviews)::int AS reviews, sum(s.score_sum) / sum(s.reviews) AS average,
                 sum(s.critical_fails)::int AS fails, sum(s.feedbacks)::int AS feedbacks, sum(s.disputes)::int AS disputes
            FROM qa_stats_reviews s JOIN users u ON u.id = s.reviewer_id WHERE ${where}
           GROUP BY u.id, u.name ORDER BY u.name, u.id`,
    ),
  ]);
  return { agents: agents.rows.map(person), reviewers: reviewers.rows.map(person) };
}

export async function userStatisticsOf(ctx: AppContext, userId: number, q: Omit<StatisticsQuery, 'agentId'>) {
  const { rows } = await ctx.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM users WHERE id = ${userId}`,
  );
  if (!rows[0]) throw notFound('User');
  return { ...(await statisticsOf(ctx, { ...q, agentId: userId })), user: rows[0] };
}
