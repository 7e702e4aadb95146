// The archive: reviews with their conversations, newest first or by `sortBy` (reviewedAt,
// conversationAt, score) and `direction`; deleted reviews shown as such unless left out. Each sort has
// its index (schema.ts qa_reviews_archive_*), and the total is counted up to the cap.
import type { ARCHIVE_SORT } from '@backoffice/contract/modules/qa';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { countCapped, offsetOf, pageOf } from '../../../core/db/lists.js';
import {
  and,
  type ConversationFilters,
  conversationWhere,
  idArray,
  KINDS,
  type Kind,
  raw,
  SUMMARY_COLUMNS,
  summariesOf,
} from './conversations.js';
import { reviewSummariesOf } from './reviews-read.js';

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

const SORT_COLUMNS = { reviewedAt: 'r.created_at', conversationAt: 'r.conversation_at', score: 'r.score' } as const;

export async function archive(ctx: AppContext, kind: Kind, q: ArchiveQuery) {
  const k = KINDS[kind];
  const where: SQL[] = [sql`r.kind = ${kind}`];
  // Deferred reviews are the reviewer's work in progress: only when asked for.
  where.push(q.reviewLater === 'true' ? sql`r.review_later` : sql`NOT r.review_later`);
  if (q.deleted === 'without') where.push(sql`r.deleted_at IS NULL`);
  if (q.deleted === 'only') where.push(sql`r.deleted_at IS NOT NULL`);
  if (q.reviewerId !== undefined) where.push(sql`r.reviewer_id = ${q.reviewerId}`);
  if (q.scoreMin !== undefined) where.push(sql`r.score >= ${q.scoreMin}`);
  if (q.scoreMax !== undefined) where.push(sql`r.score <= ${q.scoreMax}`);
  // The agent a review is about is the review's, not the conversation's.
  const { agentId, ...conversation } = q;
  if (agentId !== undefined) {
    where.push(sql`EXISTS (SELECT 1 FROM qa_review_agents a WHERE a.review_id = r.id AND a.user_id = ${agentId})`);
  }
  where.push(...conversationWhere(ctx, k, conversation));
  const from = sql`FROM qa_reviews r JOIN ${raw(k.table)} c ON c.id = r.${raw(k.key)} WHERE ${and(where)}`;
  const column = raw(SORT_COLUMNS[q.sortBy ?? 'reviewedAt']);
  const direction = raw(q.sortBy ? q.direction : 'DESC');
  const [page, count] = await Promise.all([
    ctx.db.execute<{ review_id: number; id: number } & Record<string, unknown>>(
      sql`SELECT r.id AS review_id, ${raw(SUMMARY_COLUMNS[kind])} ${from}
          ORDER BY ${column} ${direction}, r.id ${direction} LIMIT ${q.take} OFFSET ${offsetOf(q)}`,
    ),
    countCapped(ctx.db, sql`SELECT 1 ${from}`),
  ]);
  const ids = page.rows.map((r) => r.review_id);
  const [reviews, conversations] = await Promise.all([
    ids.length ? reviewSummariesOf(ctx.db, sql`r.id = ANY(${idArray(ids)})`) : [],
    summariesOf(ctx.db, k, page.rows),
  ]);
  const items = page.rows.map((row, i) => ({
    review: reviews.find((r) => r.id === row.review_id)!,
    [kind]: conversations[i],
  }));
  return pageOf(items, count, q) as never;
}
