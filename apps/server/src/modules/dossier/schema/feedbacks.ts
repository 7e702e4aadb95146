// Feedback written into an agent's dossier (docs/dossier.md): a category, a type (praise, improvement,
// warning…), a text, and a visibility — shared with the agent, or private to the managers.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull } from '../../../core/db/schema.js';
import { dossierAgents } from './agents.js';

export const dossierFeedbackCategories = pgTable('dossier_feedback_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const dossierFeedbackTypes = pgTable('dossier_feedback_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** praise | improvement | warning: how the type is drawn. */
  tone: text('tone').notNull().default('improvement'),
});

export const dossierFeedbacks = pgTable(
  'dossier_feedbacks',
  {
    id: serial('id').primaryKey(),
    /** The agent the feedback is about. */
    userId: cascadeRef('user_id', () => dossierAgents.userId),
    authorId: userOrNull('author_id'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => dossierFeedbackCategories.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => dossierFeedbackTypes.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    /** shared (the agent sees it and is told) | private (managers only). */
    visibility: text('visibility').notNull().default('private'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dossier_feedbacks_user_idx').on(t.userId, t.createdAt)],
);
