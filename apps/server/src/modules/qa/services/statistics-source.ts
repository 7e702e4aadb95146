// What statistics count (docs/qa.md "Statistics"): live, finished reviews sent to statistics — a
// deleted review, a deferred one, one with `sendStats` off or one an escalation's review replaced
// counts nowhere. Statistics (issue 11) and the QC v1 adapters read reviews through this condition only.
import { type AnyColumn, and, asc, eq, exists, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { anyOfIds, idsLiteral, preparedOnce } from '../../../core/db/lists.js';
import { qaEscalationReviews, qaEscalations } from '../schema/escalations.js';
import { qaReviews } from '../schema/reviews.js';
import type { Kind } from './shared.js';

// An escalation a manager reviewed, with the review they made (`outcome`: another one, still live), and
// each review escalated with it.
const outcome = alias(qaReviews, 'outcome');
const escalationOf = eq(qaEscalations.id, qaEscalationReviews.escalationId);
const outcomeOf = eq(outcome.id, qaEscalations.outcomeReviewId);
const settled = and(
  eq(qaEscalations.status, 'reviewed'),
  isNull(outcome.deletedAt),
  ne(outcome.id, qaEscalationReviews.reviewId),
);

/**
 * A review escalated with an escalation that a manager's review settled: the manager's review takes its
 * place, so the conversation counts once. The review stays in the archive.
 */
export const replacedByEscalation: SQL = exists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(qaEscalationReviews)
    .innerJoin(qaEscalations, escalationOf)
    .innerJoin(outcome, outcomeOf)
    .where(and(settled, eq(qaEscalationReviews.reviewId, qaReviews.id))),
);

/** The condition on qaReviews (its first terms are the partial index qa_reviews_statistics_idx's). */
export const countsInStatistics: SQL = and(
  isNull(qaReviews.deletedAt),
  not(qaReviews.reviewLater),
  sql`${qaReviews.sendStats}`,
  not(replacedByEscalation),
)!;

/** The reviews that this review replaces (through the escalations it settled). */
export async function replacedBy(db: Executor, reviewId: number): Promise<number[]> {
  const rows = await db
    .select({ id: qaEscalationReviews.reviewId })
    .from(qaEscalationReviews)
    .innerJoin(qaEscalations, escalationOf)
    .innerJoin(outcome, outcomeOf)
    .where(and(settled, eq(outcome.id, reviewId)));
  return rows.map((r) => r.id);
}

/** For each of these reviews that a manager's review replaced: that review and its escalation (issue 25). */
export async function replacementsOf(
  db: Executor,
  reviewIds: readonly number[],
): Promise<Map<number, { reviewId: number; escalationId: number }>> {
  if (!reviewIds.length) return new Map();
  // Built once per database (an archive page asks on every request), the ids as one array placeholder.
  const rows = await preparedOnce(db, 'qa.replacements', () =>
    db
      .select({ replaced: qaEscalationReviews.reviewId, reviewId: outcome.id, escalationId: qaEscalations.id })
      .from(qaEscalationReviews)
      .innerJoin(qaEscalations, escalationOf)
      .innerJoin(outcome, outcomeOf)
      .where(and(settled, anyOfIds(qaEscalationReviews.reviewId)))
      .orderBy(asc(qaEscalations.id))
      .prepare(''),
  ).execute({ ids: idsLiteral(reviewIds) });
  // A review escalated twice and settled twice: the latest escalation's review is the one that counts.
  return new Map(rows.map((r) => [r.replaced, { reviewId: r.reviewId, escalationId: r.escalationId }]));
}

/** The reviews of a kind that statistics count, with their scores. */
export function statisticsSource(ctx: AppContext, kind: Kind) {
  return ctx.db
    .select({ id: qaReviews.id, score: qaReviews.score, criticalFails: qaReviews.criticalFails })
    .from(qaReviews)
    .where(and(eq(qaReviews.kind, kind), countsInStatistics))
    .orderBy(asc(qaReviews.id));
}

/** The company day of a review's conversation. */
export const dayOf = (tz: string, at: AnyColumn = qaReviews.conversationAt) =>
  sql<string>`(${at} AT TIME ZONE ${tz})::date`;

/** Its shift (spec §5: a conversation from 07:00 to 22:59 company time is a day one). */
export const shiftOf = (tz: string, at: AnyColumn = qaReviews.conversationAt) =>
  sql<
    'day' | 'night'
  >`CASE WHEN extract(hour FROM ${at} AT TIME ZONE ${tz}) BETWEEN 7 AND 22 THEN 'day' ELSE 'night' END`;
