// The agent and reviewer tables of the statistics (docs/qa.md "Statistics"): each person's reviews,
// average, critical fails, feedbacks and disputes over the filters — from the rollups when they serve
// the filters and no reviewer is named (an agent's rollup rows hold every reviewer's reviews of them),
// from the reviews otherwise. A review counts once for each of its agents.
import type { PersonStatistics, StatisticsQuery } from '@backoffice/contract/modules/qa';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { placeholderFilters, preparedOnce } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviewAgents } from '../schema/reviews.js';
import { qaStatsAgents, qaStatsReviews } from '../schema/statistics.js';
import { bucketWhere, personSumsFromRollups, picked, round1, type Source } from './statistics-filters.js';

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
    average: sql<number | null>`avg(${r.score}::numeric::float8)`.as('average'),
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
  if (personSumsFromRollups(q, source)) return usersFromRollups(ctx, q);
  const r = picked(ctx, q);
  const [agents, reviewers] = await Promise.all([
    peopleFromReviews(ctx, r, 'agent'),
    peopleFromReviews(ctx, r, 'reviewer'),
  ]);
  return { agents: agents.map(person), reviewers: reviewers.map(person) };
}

/**
 * One table of people from a rollup (agents' or reviewers'): built once per rollup and filters present
 * (`preparedOnce`), its rows mapped by the kept mapper (drizzle's own mapping cost ~1 ms for a month's
 * hundreds of people).
 */
function peopleFromRollup(ctx: AppContext, q: StatisticsQuery, s: typeof qaStatsAgents | typeof qaStatsReviews) {
  const byAgent = 'agentId' in s;
  const filters = placeholderFilters();
  const where = bucketWhere(s, q, false, filters.bind);
  const { key, values } = filters.done();
  return preparedOnce(ctx.db, `qa.statistics.people\u0000${byAgent ? 'agents' : 'reviewers'}\u0000${key}`, () =>
    ctx.db
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
      .innerJoin(users, eq(users.id, byAgent ? s.agentId : s.reviewerId))
      .where(where)
      .groupBy(users.id, users.name)
      .orderBy(asc(users.name), asc(users.id))
      .prepare(''),
  ).execute({ ...values });
}

async function usersFromRollups(ctx: AppContext, q: StatisticsQuery) {
  const [agents, reviewers] = await Promise.all([
    peopleFromRollup(ctx, q, qaStatsAgents),
    peopleFromRollup(ctx, q, qaStatsReviews),
  ]);
  return { agents: agents.map(person), reviewers: reviewers.map(person) };
}
