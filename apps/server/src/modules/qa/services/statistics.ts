// Statistics (docs/qa.md "Statistics"): SQL aggregation over the reviews statistics count
// (statistics-source.ts: live, finished, sendStats on), with the filters sent — from the rollups
// (statistics-rollup.ts) when the filters are kind, period, reviewer and shift, from the reviews otherwise. A review counts once in
// the totals and once for each of its agents in the agent table. Days, weeks and shifts are the
// company's (TZ); a conversation from 07:00 to 22:59 is a day one (spec §5).
import type { PersonStatistics, Statistics, StatisticsQuery } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import {
  qaChats,
  qaFeedbacks,
  qaReviewAgents,
  qaReviewScores,
  qaReviews,
  qaReviewTags,
  qaScoreTypes,
  qaStatsAgents,
  qaStatsCriteria,
  qaStatsReviews,
  qaStatsTags,
  qaTags,
  qaTickets,
} from '../schema.js';
import { countsInStatistics, shiftOf } from './statistics-source.js';

const round1 = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

/** The reviews the filters pick, as conditions on qaReviews (and qaReviewAgents, for an agent: `picked`). */
function reviewWhere(ctx: AppContext, q: StatisticsQuery): SQL {
  const tz = ctx.config.timeZone;
  const db = ctx.db;
  const where: SQL[] = [countsInStatistics];
  if (q.kind) where.push(eq(qaReviews.kind, q.kind));
  if (q.from) where.push(sql`${qaReviews.conversationAt} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`${qaReviews.conversationAt} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  if (q.reviewerId !== undefined) where.push(eq(qaReviews.reviewerId, q.reviewerId));
  // An agent's reviews are found from the agent (`picked`), not by testing every review.
  if (q.agentId !== undefined) where.push(eq(qaReviewAgents.userId, q.agentId));
  if (q.department) {
    const one = sql`1`;
    where.push(
      or(
        exists(
          db
            .select({ one })
            .from(qaChats)
            .where(and(eq(qaChats.id, qaReviews.chatId), eq(qaChats.department, q.department))),
        ),
        exists(
          db
            .select({ one })
            .from(qaTickets)
            .where(and(eq(qaTickets.id, qaReviews.ticketId), eq(qaTickets.department, q.department))),
        ),
      )!,
    );
  }
  if (q.tags?.length) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(qaReviewTags)
          .where(and(eq(qaReviewTags.reviewId, qaReviews.id), inIds(qaReviewTags.tagId, q.tags))),
      ),
    );
  }
  if (q.shift) where.push(sql`${shiftOf(tz)} = ${q.shift}`);
  return and(...where)!;
}

/**
 * The reviews to aggregate, with these fields: all of them, or one agent's through `qa_review_agents
 * (user_id, review_id)` (the planner starts from the agent's index, whatever the order of the join).
 */
function reviewsFrom<F extends SelectedFields>(ctx: AppContext, q: StatisticsQuery, fields: F) {
  const query = ctx.db.select(fields).from(qaReviews).$dynamic();
  return q.agentId === undefined ? query : query.innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id));
}

/** The reviews the filters pick, as the CTE `r` every aggregation over the reviews reads. */
const picked = (ctx: AppContext, q: StatisticsQuery) =>
  ctx.db.$with('r').as(
    reviewsFrom(ctx, q, {
      id: qaReviews.id,
      score: qaReviews.score,
      criticalFails: qaReviews.criticalFails,
      reviewerId: qaReviews.reviewerId,
      conversationAt: qaReviews.conversationAt,
    }).where(reviewWhere(ctx, q)),
  );

/** The rollups answer filters of kind, period, reviewer and shift; agent, department and tags read the reviews. */
const rollupServes = (q: StatisticsQuery) => q.agentId === undefined && !q.department && !q.tags?.length;

type Rollup = typeof qaStatsReviews | typeof qaStatsCriteria | typeof qaStatsTags | typeof qaStatsAgents;

/** Conditions on a rollup's rows (`reviewer`: the rollup is by reviewer, and the filter names one). */
function bucketWhere(s: Rollup, q: StatisticsQuery, reviewer: boolean): SQL | undefined {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(s.kind, q.kind));
  if (q.from) where.push(sql`${s.day} >= ${q.from}::date`);
  if (q.to) where.push(sql`${s.day} <= ${q.to}::date`);
  if (q.shift) where.push(eq(s.shift, q.shift));
  if (reviewer && q.reviewerId !== undefined && 'reviewerId' in s) where.push(eq(s.reviewerId, q.reviewerId));
  return and(...where);
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
async function agentSums(
  ctx: AppContext,
  q: StatisticsQuery,
  source: Source,
  agents: number[],
): Promise<{ id: number; reviews: number; sum: number }[]> {
  if (source === 'auto' && rollupServes(q) && q.reviewerId === undefined) {
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
  const r = picked(ctx, q);
  const db = ctx.db.with(r);
  const average = sql<number | null>`avg(${r.score})`;
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

async function statisticsFromRollups(ctx: AppContext, q: StatisticsQuery): Promise<Omit<Statistics, 'teams'>> {
  const db = ctx.db;
  const s = qaStatsReviews;
  const where = bucketWhere(s, q, true);
  const average = sql<number | null>`sum(${s.scoreSum}) / sum(${s.reviews})`;
  const [[totals], criteria, tags, trend, shifts] = await Promise.all([
    db
      .select({
        reviews: sql<number>`coalesce(sum(${s.reviews}), 0)::int`,
        average: sql<number | null>`sum(${s.scoreSum}) / nullif(sum(${s.reviews}), 0)`,
        fails: sql<number>`coalesce(sum(${s.criticalFails}), 0)::int`,
        failed: sql<number>`coalesce(sum(${s.failed}), 0)::int`,
        feedbacks: sql<number>`coalesce(sum(${s.feedbacks}), 0)::int`,
        disputes: sql<number>`coalesce(sum(${s.disputes}), 0)::int`,
      })
      .from(s)
      .where(where),
    db
      .select({
        id: qaScoreTypes.id,
        name: qaScoreTypes.name,
        graded: sql<number>`sum(${qaStatsCriteria.graded})::int`,
        average: sql<number | null>`sum(${qaStatsCriteria.valueSum})::numeric / sum(${qaStatsCriteria.graded})`,
      })
      .from(qaStatsCriteria)
      .innerJoin(qaScoreTypes, eq(qaScoreTypes.id, qaStatsCriteria.scoreTypeId))
      .where(bucketWhere(qaStatsCriteria, q, true))
      .groupBy(qaScoreTypes.id, qaScoreTypes.name, qaScoreTypes.position)
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id)),
    db
      .select({
        id: qaTags.id,
        name: qaTags.name,
        color: qaTags.color,
        count: sql<number>`sum(${qaStatsTags.count})::int`,
      })
      .from(qaStatsTags)
      .innerJoin(qaTags, eq(qaTags.id, qaStatsTags.tagId))
      .where(bucketWhere(qaStatsTags, q, true))
      .groupBy(qaTags.id, qaTags.name, qaTags.color)
      .orderBy(desc(sql`sum(${qaStatsTags.count})`), asc(qaTags.name)),
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

/** One table of people from the reviews: each person's reviews (`per`) and the feedbacks on them (`fb`). */
function peopleFromReviews(ctx: AppContext, r: ReturnType<typeof picked>, by: 'agent' | 'reviewer') {
  const person = by === 'agent' ? qaReviewAgents.userId : r.reviewerId;
  const fbPerson = by === 'agent' ? qaFeedbacks.agentId : r.reviewerId;
  const perFrom = ctx.db.select({
    userId: sql<number>`${person}`.as('per_user_id'),
    reviews: sql<number>`count(*)::int`.as('reviews'),
    average: sql<number | null>`avg(${r.score})`.as('average'),
    fails: sql<number>`sum(${r.criticalFails})::int`.as('fails'),
  });
  const per = ctx.db
    .$with('per')
    .as(
      (by === 'agent'
        ? perFrom.from(r).innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, r.id))
        : perFrom.from(r)
      ).groupBy(person),
    );
  const fb = ctx.db.$with('fb').as(
    ctx.db
      .select({
        userId: sql<number>`${fbPerson}`.as('fb_user_id'),
        feedbacks: sql<number>`count(*)::int`.as('feedbacks'),
        disputes: sql<number>`count(*) FILTER (WHERE ${qaFeedbacks.disputedAt} IS NOT NULL)::int`.as('disputes'),
      })
      .from(r)
      .innerJoin(qaFeedbacks, eq(qaFeedbacks.reviewId, r.id))
      .groupBy(fbPerson),
  );
  return ctx.db
    .with(r, per, fb)
    .select({
      id: users.id,
      name: users.name,
      reviews: per.reviews,
      average: per.average,
      fails: per.fails,
      feedbacks: sql<number>`coalesce(${fb.feedbacks}, 0)`,
      disputes: sql<number>`coalesce(${fb.disputes}, 0)`,
    })
    .from(per)
    .innerJoin(users, eq(users.id, per.userId))
    .leftJoin(fb, eq(fb.userId, per.userId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function usersStatisticsOf(ctx: AppContext, q: StatisticsQuery, source: Source = 'auto') {
  // An agent's rollup rows hold every reviewer's reviews of them: a reviewer filter reads the reviews.
  if (source === 'auto' && rollupServes(q) && q.reviewerId === undefined) return usersFromRollups(ctx, q);
  const r = picked(ctx, q);
  const [agents, reviewers] = await Promise.all([
    peopleFromReviews(ctx, r, 'agent'),
    peopleFromReviews(ctx, r, 'reviewer'),
  ]);
  return { agents: agents.map(person), reviewers: reviewers.map(person) };
}

/** One table of people from a rollup (agents' or reviewers'). */
function peopleFromRollup(ctx: AppContext, q: StatisticsQuery, s: typeof qaStatsAgents | typeof qaStatsReviews) {
  const id = 'agentId' in s ? s.agentId : s.reviewerId;
  return ctx.db
    .select({
      id: users.id,
      name: users.name,
      reviews: sql<number>`sum(${s.reviews})::int`,
      average: sql<number | null>`sum(${s.scoreSum}) / sum(${s.reviews})`,
      fails: sql<number>`sum(${s.criticalFails})::int`,
      feedbacks: sql<number>`sum(${s.feedbacks})::int`,
      disputes: sql<number>`sum(${s.disputes})::int`,
    })
    .from(s)
    .innerJoin(users, eq(users.id, id))
    .where(bucketWhere(s, q, false))
    .groupBy(users.id, users.name)
    .orderBy(asc(users.name), asc(users.id));
}

async function usersFromRollups(ctx: AppContext, q: StatisticsQuery) {
  const [agents, reviewers] = await Promise.all([
    peopleFromRollup(ctx, q, qaStatsAgents),
    peopleFromRollup(ctx, q, qaStatsReviews),
  ]);
  return { agents: agents.map(person), reviewers: reviewers.map(person) };
}

export async function userStatisticsOf(ctx: AppContext, userId: number, q: Omit<StatisticsQuery, 'agentId'>) {
  const [user] = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return { ...(await statisticsOf(ctx, { ...q, agentId: userId })), user };
}
