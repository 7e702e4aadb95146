// The archive: reviews with their conversations, newest first or by `sortBy` (reviewedAt,
// conversationAt, score) and `direction`; deleted reviews shown as such unless left out. Each sort has
// its index (schema.ts qa_reviews_archive_*), and the total is counted up to the cap.
import type { ARCHIVE_SORT } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, exists, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { countCapped, inIds, offsetOf, pageOf } from '../../../core/db/lists.js';
import { qaReviewAgents, qaReviews } from '../schema.js';
import {
  type ConversationFilters,
  type ConversationRow,
  conversationWhere,
  summariesOf,
  summaryColumns,
} from './conversations.js';
import { reviewSummariesOf } from './reviews-read.js';
import { KINDS, type Kind } from './shared.js';

export interface ArchiveQuery extends ConversationFilters {
  page: number;
  take: number;
  sortBy?: (typeof ARCHIVE_SORT)[number] | undefined;
  direction: 'ASC' | 'DESC';
  reviewerId?: number | undefined;
  deleted: 'with' | 'without' | 'only';
  reviewLater?: 'true' | 'false' | undefined;
  scoreMin?: number | undefined;
  scoreMax?: number | undefined;
}

const SORT_COLUMNS = {
  reviewedAt: qaReviews.createdAt,
  conversationAt: qaReviews.conversationAt,
  score: qaReviews.score,
} as const;

export async function archive(ctx: AppContext, kind: Kind, q: ArchiveQuery) {
  const k = KINDS[kind];
  const where: SQL[] = [eq(qaReviews.kind, kind)];
  // Deferred reviews are the reviewer's work in progress: only when asked for.
  where.push(q.reviewLater === 'true' ? sql`${qaReviews.reviewLater}` : not(qaReviews.reviewLater));
  if (q.deleted === 'without') where.push(isNull(qaReviews.deletedAt));
  if (q.deleted === 'only') where.push(isNotNull(qaReviews.deletedAt));
  if (q.reviewerId !== undefined) where.push(eq(qaReviews.reviewerId, q.reviewerId));
  if (q.scoreMin !== undefined) where.push(sql`${qaReviews.score} >= ${q.scoreMin}`);
  if (q.scoreMax !== undefined) where.push(sql`${qaReviews.score} <= ${q.scoreMax}`);
  // The agent a review is about is the review's, not the conversation's.
  const { agentId, ...conversation } = q;
  if (agentId !== undefined) {
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(qaReviewAgents)
          .where(and(eq(qaReviewAgents.reviewId, qaReviews.id), eq(qaReviewAgents.userId, agentId))),
      ),
    );
  }
  where.push(...conversationWhere(ctx, k, conversation));
  const join = eq(k.table.id, k.reviewKey);
  const by = (q.sortBy ? q.direction : 'DESC') === 'ASC' ? asc : desc;
  const [page, count] = await Promise.all([
    ctx.db
      .select({ reviewId: qaReviews.id, ...summaryColumns(k) })
      .from(qaReviews)
      .innerJoin(k.table, join)
      .where(and(...where))
      .orderBy(by(SORT_COLUMNS[q.sortBy ?? 'reviewedAt']), by(qaReviews.id))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(qaReviews)
        .innerJoin(k.table, join)
        .where(and(...where)),
    ),
  ]);
  const rows = page as unknown as (ConversationRow & { reviewId: number })[];
  const ids = rows.map((r) => r.reviewId);
  const [reviews, conversations] = await Promise.all([
    ids.length ? reviewSummariesOf(ctx.db, inIds(qaReviews.id, ids)) : [],
    summariesOf(ctx.db, k, rows),
  ]);
  const items = rows.map((row, i) => ({
    review: reviews.find((r) => r.id === row.reviewId)!,
    [kind]: conversations[i],
  }));
  return pageOf(items, count, q) as never;
}
