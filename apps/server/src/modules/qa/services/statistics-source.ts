// What statistics count (docs/qc.md "What counts"): live, finished reviews sent to statistics — a
// deleted review, a deferred one or one with `sendStats` off counts nowhere. Statistics (issue 11)
// and the QC v1 adapters read reviews through this condition only.
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Kind } from './conversations.js';

/** The condition on the review `r`. */
export const countsInStatistics: SQL = sql`r.deleted_at IS NULL AND NOT r.review_later AND r.send_stats`;

/** The reviews of a kind that statistics count, with their scores. */
export async function statisticsSource(ctx: AppContext, kind: Kind) {
  const { rows } = await ctx.db.execute<{ id: number; score: number; critical_fails: number }>(
    sql`SELECT r.id, r.score, r.critical_fails FROM qa_reviews r WHERE r.kind = ${kind} AND ${countsInStatistics} ORDER BY r.id`,
  );
  return rows;
}
