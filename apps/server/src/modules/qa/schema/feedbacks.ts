// Feedbacks: a review turned into words for one of its agents (services/feedbacks.ts).
import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, users } from '../../../core/db/schema.js';
import { qaReviews } from './reviews.js';

export const qaFeedbacks = pgTable(
  'qa_feedbacks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reviewId: cascadeRef('review_id', () => qaReviews.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** new | seen | accepted | disputed | resolved (contract FEEDBACK_TRANSITIONS). */
    status: text('status').notNull().default('new'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    /** The grades the agent proposes: [{ scoreTypeId, gradeId }]. */
    disputeScores: jsonb('dispute_scores').$type<{ scoreTypeId: number; gradeId: number }[]>(),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    scoreBefore: real('score_before'),
    scoreAfter: real('score_after'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qa_feedbacks_kind_idx').on(t.kind, t.createdAt, t.id),
    index('qa_feedbacks_agent_idx').on(t.agentId, t.createdAt),
    index('qa_feedbacks_review_idx').on(t.reviewId),
  ],
);
