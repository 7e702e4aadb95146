// Statistics (docs/qa.md "Statistics"): SQL aggregation over the reviews statistics count
// (statistics-source.ts: live, finished, sendStats on), with the filters sent — from the rollups
// (statistics-rollup.ts) when the filters are kind, period, reviewer and shift, from the reviews otherwise
// (statistics-filters.ts). A review counts once in the totals; the agent and reviewer tables are
// statistics-people.ts. Days, weeks and shifts are the company's (TZ); a conversation from 07:00 to
// 22:59 is a day one (spec §5).
import type { Statistics, StatisticsQuery } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { inIds, preparedOnce } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import { KeptAnswers } from '../../../core/kept-answers.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviewAgents, qaReviewScores, qaReviews, qaReviewTags } from '../schema/reviews.js';
import { qaScoreTypes, qaTags } from '../schema/scorecard.js';
import {
  qaStatisticsVersion,
  qaStatsAgentCriteria,
  qaStatsAgents,
  qaStatsAgentTags,
  qaStatsCriteria,
  qaStatsReviews,
  qaStatsTags,
} from '../schema/statistics.js';
import {
  agentRollupServes,
  bucketWhere,
  personSumsFromRollups,
  picked,
  reviewsFrom,
  reviewWhere,
  rollupServes,
  round1,
  type Source,
} from './statistics-filters.js';
import { shiftOf } from './statistics-source.js';

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

type AgentSums = { id: number; reviews: number; sum: number }[];

/**
 * What the rollups answer is kept per filters under the statistics' data version (core/kept-answers.ts),
 * which every write to a rollup, a score type or a tag raises in its own transaction (migration 0037): a
 * dashboard over two years is then read once per change of the reviews, not once per request.
 */
const keptStatistics = new KeptAnswers<Omit<Statistics, 'teams'>>(256);
const keptAgentSums = new KeptAnswers<AgentSums>(256);

/** The filters the rollups answer (`bucketWhere`), as a key. */
const rollupKey = (q: StatisticsQuery) => JSON.stringify([q.kind, q.from, q.to, q.shift, q.reviewerId, q.agentId]);

export async function statisticsOf(ctx: AppContext, q: StatisticsQuery, source: Source = 'auto'): Promise<Statistics> {
  const rollups =
    source !== 'auto' ? undefined : rollupServes(q) ? byReviewer : agentRollupServes(q) ? byAgent : undefined;
  const [stats, teams] = await Promise.all([
    rollups
      ? keptStatistics.latest(ctx.db, qaStatisticsVersion, rollupKey(q), () => statisticsFromRollups(ctx, q, rollups))
      : statisticsFromReviews(ctx, q),
    teamsOf(ctx, q, source),
  ]);
  // A new object: `stats` may be a kept answer, shared by every request under its version.
  return { ...stats, teams };
}

/** Each of these agents' reviews and score sum over the filters. */
async function agentSums(ctx: AppContext, q: StatisticsQuery, source: Source, agents: number[]): Promise<AgentSums> {
  if (personSumsFromRollups(q, source)) {
    return ctx.db
      .select({
        id: qaStatsAgents.agentId,
        reviews: sql<number>`sum(${qaStatsAgents.reviews})::int`,
        sum: sql<number>`sum(${qaStatsAgents.scoreSum})`,
      })
      .from(qaStatsAgents)
      .where(and(bucketWhere(qaStatsAgents, q, false), inIds(qaStatsAgents.agentId, agents)))
      .groupBy(qaStatsAgents.agentId);
  }
  // The review's agents, beside the agent the reviews were found from.
  const a = alias(qaReviewAgents, 'a');
  return reviewsFrom(ctx, q, {
    id: a.userId,
    reviews: sql<number>`count(*)::int`,
    sum: sql<number>`sum(${qaReviews.score}::float8)`,
  })
    .innerJoin(a, eq(a.reviewId, qaReviews.id))
    .where(and(reviewWhere(ctx, q), inIds(a.userId, agents)))
    .groupBy(a.userId);
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
  const members = [...new Set(teams.flatMap((t) => t.memberIds))].sort((a, b) => a - b);
  if (!members.length) return [];
  const sums = personSumsFromRollups(q, source)
    ? await keptAgentSums.latest(ctx.db, qaStatisticsVersion, JSON.stringify([rollupKey(q), members]), () =>
        agentSums(ctx, q, source, members),
      )
    : await agentSums(ctx, q, source, members);
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
  const r = picked(ctx, q);
  const db = ctx.db.with(r);
  const average = sql<number | null>`avg(${r.score}::numeric::float8)`;
  const [[t], criteria, tags, [feedbacks], trend, shifts] = await Promise.all([
    db
      .select({
        reviews: sql<number>`count(*)::int`,
        average,
        fails: sql<number>`coalesce(sum(${r.criticalFails}), 0)::int`,
        failed: sql<number>`count(*) FILTER (WHERE ${r.criticalFails} > 0)::int`,
      })
      .from(r),
    db
      .select({
        id: qaScoreTypes.id,
        name: qaScoreTypes.name,
        graded: sql<number>`count(${qaReviewScores.reviewId})::int`,
        average: sql<number | null>`avg(${qaReviewScores.value})`,
      })
      .from(r)
      .innerJoin(qaReviewScores, eq(qaReviewScores.reviewId, r.id))
      .innerJoin(qaScoreTypes, eq(qaScoreTypes.id, qaReviewScores.scoreTypeId))
      .groupBy(qaScoreTypes.id, qaScoreTypes.name, qaScoreTypes.position)
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id)),
    db
      .select({ id: qaTags.id, name: qaTags.name, color: qaTags.color, count: sql<number>`count(*)::int` })
      .from(r)
      .innerJoin(qaReviewTags, eq(qaReviewTags.reviewId, r.id))
      .innerJoin(qaTags, eq(qaTags.id, qaReviewTags.tagId))
      .groupBy(qaTags.id, qaTags.name, qaTags.color)
      .orderBy(desc(sql`count(*)`), asc(qaTags.name)),
    db
      .select({
        feedbacks: sql<number>`count(*)::int`,
        disputes: sql<number>`count(*) FILTER (WHERE ${qaFeedbacks.disputedAt} IS NOT NULL)::int`,
      })
      .from(r)
      .innerJoin(qaFeedbacks, eq(qaFeedbacks.reviewId, r.id)),
    // Grouped and ordered by position: the week expression carries a parameter.
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${r.conversationAt} AT TIME ZONE ${tz}), 'YYYY-MM-DD')`,
        reviews: sql<number>`count(*)::int`,
        average,
      })
      .from(r)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ shift: shiftOf(tz, r.conversationAt), reviews: sql<number>`count(*)::int`, average })
      .from(r)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  return shape({ ...t!, ...feedbacks! }, criteria, tags, trend, shifts);
}

/** The rollups one dashboard reads: by reviewer (everyone's reviews), or by agent (one agent's). */
const byReviewer = {
  reviews: qaStatsReviews,
  criteria: qaStatsCriteria,
  tags: qaStatsTags,
  failed: qaStatsReviews.failed,
  feedbacks: qaStatsReviews.feedbacks,
  disputes: qaStatsReviews.disputes,
};
// An agent's figures count every feedback on their reviews, as the aggregation over the reviews does.
const byAgent = {
  reviews: qaStatsAgents,
  criteria: qaStatsAgentCriteria,
  tags: qaStatsAgentTags,
  failed: qaStatsAgents.failed,
  feedbacks: qaStatsAgents.reviewFeedbacks,
  disputes: qaStatsAgents.reviewDisputes,
};

async function statisticsFromRollups(
  ctx: AppContext,
  q: StatisticsQuery,
  rollups: typeof byReviewer | typeof byAgent,
): Promise<Omit<Statistics, 'teams'>> {
  const db = ctx.db;
  const s = rollups.reviews;
  const c = rollups.criteria;
  const g = rollups.tags;
  const where = bucketWhere(s, q, true);
  const average = sql<number | null>`sum(${s.scoreSum}) / sum(${s.reviews})`;
  const [[totals], criteria, tags, trend, shifts] = await Promise.all([
    db
      .select({
        reviews: sql<number>`coalesce(sum(${s.reviews}), 0)::int`,
        average: sql<number | null>`sum(${s.scoreSum}) / nullif(sum(${s.reviews}), 0)`,
        fails: sql<number>`coalesce(sum(${s.criticalFails}), 0)::int`,
        failed: sql<number>`coalesce(sum(${rollups.failed}), 0)::int`,
        feedbacks: sql<number>`coalesce(sum(${rollups.feedbacks}), 0)::int`,
        disputes: sql<number>`coalesce(sum(${rollups.disputes}), 0)::int`,
      })
      .from(s)
      .where(where),
    db
      .select({
        id: qaScoreTypes.id,
        name: qaScoreTypes.name,
        graded: sql<number>`sum(${c.graded})::int`,
        average: sql<number | null>`sum(${c.valueSum})::numeric / sum(${c.graded})`,
      })
      .from(c)
      .innerJoin(qaScoreTypes, eq(qaScoreTypes.id, c.scoreTypeId))
      .where(bucketWhere(c, q, true))
      .groupBy(qaScoreTypes.id, qaScoreTypes.name, qaScoreTypes.position)
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id)),
    db
      .select({
        id: qaTags.id,
        name: qaTags.name,
        color: qaTags.color,
        count: sql<number>`sum(${g.count})::int`,
      })
      .from(g)
      .innerJoin(qaTags, eq(qaTags.id, g.tagId))
      .where(bucketWhere(g, q, true))
      .groupBy(qaTags.id, qaTags.name, qaTags.color)
      .orderBy(desc(sql`sum(${g.count})`), asc(qaTags.name)),
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${s.day}), 'YYYY-MM-DD')`,
        reviews: sql<number>`sum(${s.reviews})::int`,
        average,
      })
      .from(s)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ shift: s.shift, reviews: sql<number>`sum(${s.reviews})::int`, average })
      .from(s)
      .where(where)
      .groupBy(s.shift)
      .orderBy(asc(s.shift)),
  ]);
  return shape(totals!, criteria, tags, trend, shifts as ({ shift: 'day' | 'night' } & Average)[]);
}

export async function userStatisticsOf(ctx: AppContext, userId: number, q: Omit<StatisticsQuery, 'agentId'>) {
  // The person and their figures asked at once: one wait, not two (a missing person's figures are empty).
  const [[user], stats] = await Promise.all([
    // Every request of the screen reads it: built once, its plan kept (core/db/lists.ts `preparedOnce`).
    preparedOnce(
      ctx.db,
      'qa.statistics.user',
      () =>
        ctx.db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(''),
      { keepPlan: true },
    ).execute({ id: userId }),
    statisticsOf(ctx, { ...q, agentId: userId }),
  ]);
  if (!user) throw notFound('User');
  return Object.assign(stats, { user });
}

/** Each of these agents' reviews and average score over `from`..`to` (the dossiers' agents list). */
export async function agentAveragesOf(
  ctx: AppContext,
  agentIds: number[],
  range: { from?: string; to?: string },
): Promise<Map<number, { reviews: number; averageScore: number | null }>> {
  if (!agentIds.length) return new Map();
  const sums = await agentSums(ctx, { ...range }, 'auto', agentIds);
  return new Map(
    sums.map((a) => [a.id, { reviews: a.reviews, averageScore: a.reviews ? round1(Number(a.sum) / a.reviews) : null }]),
  );
}
