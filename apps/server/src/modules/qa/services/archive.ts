// The archive: reviews with their conversations, newest first or by `sortBy` (reviewedAt,
// conversationAt, score) and `direction`; deleted reviews shown as such unless left out, and a review an
// escalation's review replaced in statistics names that review (`replacedBy`, issue 25). Each sort has
// its index (schema/reviews.ts qa_reviews_archive_*), and the total is counted up to the cap.
import type { ARCHIVE_SORT } from '@backoffice/contract/modules/qa';
import { and, desc, eq, exists, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { exactTime, inIds, type ListOrder, paged, seekByTimeAndId } from '../../../core/db/lists.js';
import { qaReviewAgents, qaReviews } from '../schema/reviews.js';
import {
  type ConversationFilters,
  type ConversationRow,
  conversationWhere,
  summariesOf,
  summaryColumns,
} from './conversations.js';
import { reviewSummariesOf } from './reviews-read.js';
import { KINDS, type Kind } from './shared.js';
import { replacementsOf } from './statistics-source.js';

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

const ORDER: ListOrder<(typeof ARCHIVE_SORT)[number]> = {
  columns: { reviewedAt: qaReviews.createdAt, conversationAt: qaReviews.conversationAt, score: qaReviews.score },
  // Newest first: reviewedAt descending, as its index (and every sort) breaks ties by id.
  fallback: [desc(qaReviews.createdAt), desc(qaReviews.id)],
  tiebreak: qaReviews.id,
};

type ArchiveRow = ConversationRow & { reviewId: number; reviewedAt: string };

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
  const filter = and(...where);
  // Deep pages by position (core/db/lists.ts `Seek`), newest first or sorted by review time.
  const { page: _page, ...rest } = q;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset, seek }) =>
      ctx.db
        .select({ reviewId: qaReviews.id, reviewedAt: exactTime(qaReviews.createdAt), ...summaryColumns(k) })
        .from(qaReviews)
        .innerJoin(k.table, join)
        .where(seek ? and(filter, seek) : filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<ArchiveRow[]>,
    count: ctx.db.select({ one: sql`1` }).from(qaReviews).innerJoin(k.table, join).where(filter),
    order: ORDER,
    seek: seekByTimeAndId(
      `qa-archive\u0000${kind}\u0000${JSON.stringify(rest)}`,
      {
        at: qaReviews.createdAt,
        id: qaReviews.id,
        // The default is newest first; sorted by review time, the order asked.
        direction: q.sortBy === 'reviewedAt' ? q.direction : 'DESC',
        sortedBy: 'reviewedAt',
      },
      (row: ArchiveRow) => [row.reviewedAt, row.reviewId],
    ),
    shape: async (rows) => {
      const ids = rows.map((r) => r.reviewId);
      const [reviews, conversations, replaced] = await Promise.all([
        ids.length ? reviewSummariesOf(ctx.db, inIds(qaReviews.id, ids)) : [],
        summariesOf(ctx.db, k, rows),
        replacementsOf(ctx.db, ids),
      ]);
      return rows.map((row, i) => ({
        review: reviews.find((r) => r.id === row.reviewId)!,
        [kind]: conversations[i],
        replacedBy: replaced.get(row.reviewId) ?? null,
      }));
    },
  }) as never;
}
