// What statistics count (docs/qc.md "What counts"): live, finished reviews sent to statistics — a
// deleted review, a deferred one or one with `sendStats` off counts nowhere. Statistics (issue 11)
// and the QC v1 adapters read reviews through this condition only.
import { type AnyColumn, and, asc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { qaReviews } from '../schema.js';
import type { Kind } from './shared.js';

/** The condition on qaReviews (the same terms as the partial index qa_reviews_statistics_idx). */
export const countsInStatistics: SQL = and(
  isNull(qaReviews.deletedAt),
  not(qaReviews.reviewLater),
  sql`${qaReviews.sendStats}`,
)!;

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
