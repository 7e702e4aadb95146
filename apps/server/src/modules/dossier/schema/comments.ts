// QC comments in an agent's dossier (docs/dossier.md): what reviewers note about the agent's chats and
// tickets, under a review category. The QC v1 dossier comments are the same rows.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull } from '../../../core/db/schema.js';
import { dossierAgents } from './agents.js';

export const dossierReviewCategories = pgTable('dossier_review_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const dossierComments = pgTable(
  'dossier_comments',
  {
    id: serial('id').primaryKey(),
    /** chat | ticket */
    kind: text('kind').notNull(),
    /** The agent the comment is about. */
    userId: cascadeRef('user_id', () => dossierAgents.userId),
    authorId: userOrNull('author_id'),
    /** The review category; null for a QC v1 comment written without one. */
    categoryId: integer('category_id').references(() => dossierReviewCategories.id, { onDelete: 'set null' }),
    /** The chat or ticket (QC's id) the comment is about, when it names one. */
    conversationId: integer('conversation_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dossier_comments_user_idx').on(t.userId, t.createdAt),
    index('dossier_comments_kind_idx').on(t.kind, t.createdAt),
  ],
);
