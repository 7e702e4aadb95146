// The archive: reviews with their conversations, newest first or by `sortBy` (reviewedAt,
// conversationAt, score) and `direction`; deleted reviews shown as such unless left out, and a review an
// escalation's review replaced in statistics names that review (`replacedBy`, issue 25). Each sort has
// its index (schema/reviews.ts qa_reviews_archive_*), and the total is counted up to the cap.
import type { ARCHIVE_SORT } from '@backoffice/contract/modules/qa';
import { and, desc, eq, exists, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { exactTime, type ListOrder, paged, placeholderFilters, seekByTimeAndId } from '../../../core/db/lists.js';
import { qaReviewAgents, qaReviews } from '../schema/reviews.js';
import {
  type ConversationFilters,
  type ConversationRow,
  conversationWhere,
  summariesOf,
  summaryColumns,
} from './conversations.js';
import { reviewSummariesByIds } from './reviews-read.js';
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
  // Built once per kind and set of filters present (core/db/lists.ts `PreparedList`); values are placeholders.
  const { add, bind, done } = placeholderFilters();
  const where: SQL[] = [eq(qaReviews.kind, kind)];
  // Deferred reviews are the reviewer's work in progress: only when asked for.
  const later = q.reviewLater === 'true';
  where.push(later ? sql`${qaReviews.reviewLater}` : not(qaReviews.reviewLater));
  if (q.deleted === 'without') where.push(isNull(qaReviews.deletedAt));
  if (q.deleted === 'only') where.push(isNotNull(qaReviews.deletedAt));
  if (q.reviewerId !== undefined) {
    add('reviewerId', q.reviewerId, eq(qaReviews.reviewerId, sql.placeholder('reviewerId')));
  }
  if (q.scoreMin !== undefined) add('scoreMin', q.scoreMin, sql`${qaReviews.score} >= ${sql.placeholder('scoreMin')}`);
  if (q.scoreMax !== undefined) add('scoreMax', q.scoreMax, sql`${qaReviews.score} <= ${sql.placeholder('scoreMax')}`);
  // The agent a review is about is the review's, not the conversation's.
  const { agentId, ...conversation } = q;
  if (agentId !== undefined) {
    const agent = bind('reviewAgentId', agentId);
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(qaReviewAgents)
          .where(and(eq(qaReviewAgents.reviewId, qaReviews.id), eq(qaReviewAgents.userId, agent))),
      ),
    );
  }
  where.push(...conversationWhere(ctx, k, conversation, bind));
  const filters = done();
  const join = eq(k.table.id, k.reviewKey);
  const filter = and(...where, filters.where);
  // Deep pages by position (core/db/lists.ts `Seek`), newest first or sorted by review time.
  const { page: _page, ...rest } = q;
  return paged(ctx.db, q, {
    prepared: {
      // The kind, the deferred and deleted choices are in the text; the other filters' values are not.
      key: `qa.archive\u0000${kind}\u0000${later}\u0000${q.deleted}\u0000${filters.key}`,
      values: filters.values,
      rows: (orderBy, seek) =>
        ctx.db
          .select({ reviewId: qaReviews.id, reviewedAt: exactTime(qaReviews.createdAt), ...summaryColumns(k) })
          .from(qaReviews)
          .innerJoin(k.table, join)
          .where(seek ? and(filter, seek) : filter)
          .orderBy(...orderBy) as never,
      count: () => ctx.db.select({ one: sql`1` }).from(qaReviews).innerJoin(k.table, join).where(filter),
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
    },
    order: ORDER,
    shape: async (rows: ArchiveRow[]) => {
      const ids = rows.map((r) => r.reviewId);
      const [reviews, conversations, replaced] = await Promise.all([
        reviewSummariesByIds(ctx.db, ids),
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
