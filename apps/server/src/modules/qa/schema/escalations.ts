// Escalations: a second look at a conversation (services/escalations.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, users } from '../../../core/db/schema.js';
import { qaChats, qaTickets } from './conversations.js';
import { qaReviews } from './reviews.js';

export const qaEscalations = pgTable(
  'qa_escalations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    chatId: integer('chat_id').references(() => qaChats.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => qaTickets.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    raisedBy: integer('raised_by')
      .notNull()
      .references(() => users.id),
    /** open | in-progress | reviewed (contract ESCALATION_TRANSITIONS). */
    status: text('status').notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id),
    outcomeReviewId: integer('outcome_review_id').references(() => qaReviews.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('qa_escalations_one_conversation', sql`num_nonnulls(${t.chatId}, ${t.ticketId}) = 1`),
    index('qa_escalations_kind_idx').on(t.kind, t.status, t.createdAt),
  ],
);

export const qaEscalationReviews = pgTable(
  'qa_escalation_reviews',
  {
    escalationId: cascadeRef('escalation_id', () => qaEscalations.id),
    reviewId: cascadeRef('review_id', () => qaReviews.id),
  },
  (t) => [primaryKey({ columns: [t.escalationId, t.reviewId] })],
);
