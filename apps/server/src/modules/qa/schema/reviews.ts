// Reviews (chats and tickets in one table: statistics and the QC v1 adapters read both), which keep
// the weights and grade values they were given.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, users } from '../../../core/db/schema.js';
import { qaChats, qaTickets } from './conversations.js';
import { qaScoreGrades, qaScoreTypes, qaTags } from './scorecard.js';

export const qaReviews = pgTable(
  'qa_reviews',
  {
    id: serial('id').primaryKey(),
    /** chat | ticket; exactly one of chatId and ticketId is set. */
    kind: text('kind').notNull(),
    chatId: integer('chat_id').references(() => qaChats.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => qaTickets.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    /** The weighted score 0–100 (contract/rules/qa-score.ts), kept as computed when saved. */
    score: real('score').notNull(),
    criticalFails: smallint('critical_fails').notNull().default(0),
    sendStats: boolean('send_stats').notNull().default(true),
    reviewLater: boolean('review_later').notNull().default(false),
    comment: text('comment').notNull().default(''),
    /** When the conversation started (chats) or was opened (tickets): the archive sorts by it. */
    conversationAt: timestamp('conversation_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'qa_reviews_one_conversation',
      sql`num_nonnulls(${t.chatId}, ${t.ticketId}) = 1 AND ${t.kind} IN ('chat', 'ticket')`,
    ),
    uniqueIndex('qa_reviews_live_chat_uq')
      .on(t.chatId, t.reviewerId)
      .where(sql`deleted_at IS NULL AND chat_id IS NOT NULL`),
    uniqueIndex('qa_reviews_live_ticket_uq')
      .on(t.ticketId, t.reviewerId)
      .where(sql`deleted_at IS NULL AND ticket_id IS NOT NULL`),
    index('qa_reviews_chat_idx').on(t.chatId),
    index('qa_reviews_ticket_idx').on(t.ticketId),
    // The archive's sorts (finished reviews; deferred ones are few and found through the conversation).
    index('qa_reviews_archive_at_idx').on(t.kind, t.createdAt, t.id).where(sql`NOT review_later`),
    index('qa_reviews_archive_conversation_idx').on(t.kind, t.conversationAt, t.id).where(sql`NOT review_later`),
    index('qa_reviews_archive_score_idx').on(t.kind, t.score, t.id).where(sql`NOT review_later`),
    index('qa_reviews_reviewer_idx').on(t.reviewerId, t.createdAt),
    // Statistics over a period: the reviews they count (statistics-source.ts), by the conversation's time.
    index('qa_reviews_statistics_idx')
      .on(t.conversationAt)
      .where(sql`deleted_at IS NULL AND NOT review_later AND send_stats`),
    // The reviewer's deferred list, read with every queue.
    index('qa_reviews_deferred_idx').on(t.reviewerId).where(sql`review_later AND deleted_at IS NULL`),
  ],
);

export const qaReviewScores = pgTable(
  'qa_review_scores',
  {
    reviewId: cascadeRef('review_id', () => qaReviews.id),
    scoreTypeId: integer('score_type_id')
      .notNull()
      .references(() => qaScoreTypes.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => qaScoreGrades.id),
    /** The criterion's weight and critical flag, and the grade's value, when the review was made. */
    weight: smallint('weight').notNull(),
    critical: boolean('critical').notNull(),
    value: smallint('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.scoreTypeId] })],
);

export const qaReviewAgents = pgTable(
  'qa_review_agents',
  {
    reviewId: cascadeRef('review_id', () => qaReviews.id),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('qa_review_agents_user_idx').on(t.userId, t.reviewId)],
);

export const qaReviewTags = pgTable(
  'qa_review_tags',
  {
    reviewId: cascadeRef('review_id', () => qaReviews.id),
    tagId: cascadeRef('tag_id', () => qaTags.id),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.tagId] }), index('qa_review_tags_tag_idx').on(t.tagId)],
);
