// Statistics rollups (docs/qa.md "Statistics"): what statistics count, summed per company day, kind,
// reviewer (or agent) and shift, so that a dashboard over a year reads a few thousand rows instead of a
// million reviews. Every change of a review, its grades, agents or tags, and every feedback, refreshes
// the buckets it touches in the same transaction (`refreshReviewBuckets`): each bucket is recomputed from
// the reviews, so a refresh is right whatever changed. Bulk loads (the demo) rebuild them all once.
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviewAgents, qaReviewScores, qaReviews, qaReviewTags } from '../schema/reviews.js';
import {
  qaStatsAgentCriteria,
  qaStatsAgents,
  qaStatsAgentTags,
  qaStatsCriteria,
  qaStatsReviews,
  qaStatsTags,
} from '../schema/statistics.js';
import { countsInStatistics, dayOf, shiftOf } from './statistics-source.js';

type ReviewerRollup = typeof qaStatsReviews | typeof qaStatsCriteria | typeof qaStatsTags;
type AgentRollup = typeof qaStatsAgents | typeof qaStatsAgentCriteria | typeof qaStatsAgentTags;

/** Which rows a rebuild recomputes: the reviews (and agents' reviews) it sums, the rollup rows it replaces. */
interface Scope {
  /** Conditions on qaReviews; undefined: all. */
  reviews?: SQL | undefined;
  /** The reviewer rollups' rows replaced; undefined: all. */
  reviewerRows?: ((s: ReviewerRollup) => SQL) | undefined;
  /** The agents whose rows are recomputed (conditions on qaReviews and qaReviewAgents, and on the agent rollups' rows); null: none. */
  agents: { reviews?: SQL | undefined; rows?: ((s: AgentRollup) => SQL) | undefined } | null;
}

/** The feedbacks on the review (of one agent, when given), or only the disputed ones. */
const feedbacksOf = (db: Executor, disputed: boolean, agent?: SQL) =>
  db
    .select({ n: count() })
    .from(qaFeedbacks)
    .where(
      and(eq(qaFeedbacks.reviewId, qaReviews.id), agent, disputed ? isNotNull(qaFeedbacks.disputedAt) : undefined),
    );

/** Recomputes the rollup rows of the reviews the scope picks, grouped into their buckets. */
async function rebuild(db: Executor, tz: string, scope: Scope) {
  const bucket = {
    day: dayOf(tz).as('day'),
    kind: qaReviews.kind,
    shift: shiftOf(tz).as('shift'),
    reviewerId: qaReviews.reviewerId,
  };
  const counted = and(countsInStatistics, scope.reviews);
  await db.delete(qaStatsReviews).where(scope.reviewerRows?.(qaStatsReviews));
  await db.delete(qaStatsCriteria).where(scope.reviewerRows?.(qaStatsCriteria));
  await db.delete(qaStatsTags).where(scope.reviewerRows?.(qaStatsTags));
  if (scope.agents) {
    for (const table of [qaStatsAgents, qaStatsAgentCriteria, qaStatsAgentTags])
      await db.delete(table).where(scope.agents.rows?.(table));
  }
  // Grouped by the four bucket columns, by position: the day and shift expressions carry a parameter.
  await db.insert(qaStatsReviews).select(
    db
      .select({
        ...bucket,
        reviews: sql<number>`count(*)`.as('reviews'),
        scoreSum: sql<number>`sum(${qaReviews.score}::numeric::float8)`.as('score_sum'),
        criticalFails: sql<number>`sum(${qaReviews.criticalFails})`.as('critical_fails'),
        failed: sql<number>`count(*) FILTER (WHERE ${qaReviews.criticalFails} > 0)`.as('failed'),
        feedbacks: sql<number>`sum(${feedbacksOf(db, false)})`.as('feedbacks'),
        disputes: sql<number>`sum(${feedbacksOf(db, true)})`.as('disputes'),
      })
      .from(qaReviews)
      .where(counted)
      .groupBy(sql`1, 2, 3, 4`),
  );
  await db.insert(qaStatsCriteria).select(
    db
      .select({
        ...bucket,
        scoreTypeId: qaReviewScores.scoreTypeId,
        graded: sql<number>`count(*)`.as('graded'),
        valueSum: sql<number>`sum(${qaReviewScores.value})`.as('value_sum'),
      })
      .from(qaReviews)
      .innerJoin(qaReviewScores, eq(qaReviewScores.reviewId, qaReviews.id))
      .where(counted)
      .groupBy(sql`1, 2, 3, 4, 5`),
  );
  await db.insert(qaStatsTags).select(
    db
      .select({ ...bucket, tagId: qaReviewTags.tagId, count: sql<number>`count(*)`.as('count') })
      .from(qaReviews)
      .innerJoin(qaReviewTags, eq(qaReviewTags.reviewId, qaReviews.id))
      .where(counted)
      .groupBy(sql`1, 2, 3, 4, 5`),
  );
  if (!scope.agents) return;
  const ofAgent = eq(qaFeedbacks.agentId, qaReviewAgents.userId);
  const agentBucket = { day: bucket.day, kind: bucket.kind, shift: bucket.shift, agentId: qaReviewAgents.userId };
  const agentCounted = and(countsInStatistics, scope.agents.reviews);
  await db.insert(qaStatsAgents).select(
    db
      .select({
        ...agentBucket,
        reviews: sql<number>`count(*)`.as('reviews'),
        scoreSum: sql<number>`sum(${qaReviews.score}::numeric::float8)`.as('score_sum'),
        criticalFails: sql<number>`sum(${qaReviews.criticalFails})`.as('critical_fails'),
        feedbacks: sql<number>`sum(${feedbacksOf(db, false, ofAgent)})`.as('feedbacks'),
        disputes: sql<number>`sum(${feedbacksOf(db, true, ofAgent)})`.as('disputes'),
        failed: sql<number>`count(*) FILTER (WHERE ${qaReviews.criticalFails} > 0)`.as('failed'),
        reviewFeedbacks: sql<number>`sum(${feedbacksOf(db, false)})`.as('review_feedbacks'),
        reviewDisputes: sql<number>`sum(${feedbacksOf(db, true)})`.as('review_disputes'),
      })
      .from(qaReviews)
      .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
      .where(agentCounted)
      .groupBy(sql`1, 2, 3, 4`),
  );
  await db.insert(qaStatsAgentCriteria).select(
    db
      .select({
        ...agentBucket,
        scoreTypeId: qaReviewScores.scoreTypeId,
        graded: sql<number>`count(*)`.as('graded'),
        valueSum: sql<number>`sum(${qaReviewScores.value})`.as('value_sum'),
      })
      .from(qaReviews)
      .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
      .innerJoin(qaReviewScores, eq(qaReviewScores.reviewId, qaReviews.id))
      .where(agentCounted)
      .groupBy(sql`1, 2, 3, 4, 5`),
  );
  await db.insert(qaStatsAgentTags).select(
    db
      .select({ ...agentBucket, tagId: qaReviewTags.tagId, count: sql<number>`count(*)`.as('count') })
      .from(qaReviews)
      .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
      .innerJoin(qaReviewTags, eq(qaReviewTags.reviewId, qaReviews.id))
      .where(agentCounted)
      .groupBy(sql`1, 2, 3, 4, 5`),
  );
}

/** Every rollup row again, from all reviews (after a bulk load). */
export function rebuildStatistics(db: Executor, tz: string): Promise<void> {
  return rebuild(db, tz, { agents: {} });
}

/**
 * Refreshes the buckets of these reviews — their reviewer's day and shift, and each agent's (those they
 * had before the change too: `formerAgents`). Call it inside the change's transaction, after the change.
 */
export async function refreshReviewBuckets(db: Executor, tz: string, reviewIds: number[], formerAgents: number[] = []) {
  if (!reviewIds.length) return;
  const buckets = await db
    .selectDistinct({
      day: sql<string>`${dayOf(tz)}::text`,
      kind: qaReviews.kind,
      reviewerId: qaReviews.reviewerId,
      shift: shiftOf(tz),
    })
    .from(qaReviews)
    .where(inIds(qaReviews.id, reviewIds));
  const agentRows = await db
    .selectDistinct({ userId: qaReviewAgents.userId })
    .from(qaReviewAgents)
    .where(inIds(qaReviewAgents.reviewId, reviewIds));
  const agents = [...new Set([...agentRows.map((a) => a.userId), ...formerAgents])];
  for (const b of buckets) {
    // The bucket's reviews: the reviewer's on that company day in that shift (the period index finds them).
    const window = and(
      sql`${qaReviews.conversationAt} >= (${b.day}::date)::timestamp AT TIME ZONE ${tz}`,
      sql`${qaReviews.conversationAt} < ((${b.day}::date + 1)::timestamp AT TIME ZONE ${tz})`,
      eq(qaReviews.kind, b.kind),
      sql`${shiftOf(tz)} = ${b.shift}`,
    );
    const bucketOf = (s: ReviewerRollup | AgentRollup) =>
      and(sql`${s.day} = ${b.day}::date`, eq(s.kind, b.kind), eq(s.shift, b.shift));
    await rebuild(db, tz, {
      reviews: and(window, eq(qaReviews.reviewerId, b.reviewerId)),
      reviewerRows: (s) => and(bucketOf(s), eq(s.reviewerId, b.reviewerId))!,
      agents: agents.length
        ? {
            reviews: and(window, inIds(qaReviewAgents.userId, agents)),
            rows: (s) => and(bucketOf(s), inIds(s.agentId, agents))!,
          }
        : null,
    });
  }
}
