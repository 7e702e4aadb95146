// Comments and notes, on any parent the spec names (services/comments.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from '../../../core/db/schema.js';

export const qaComments = pgTable(
  'qa_comments',
  {
    id: serial('id').primaryKey(),
    /** chat | message | chatReview | ticket | reply | ticketReview (contract COMMENT_PARENTS). */
    parent: text('parent').notNull(),
    parentId: integer('parent_id').notNull(),
    /** A note (on a chat or ticket) rather than a comment. */
    note: boolean('note').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    notifyUsers: integer('notify_users').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qa_comments_parent_idx').on(t.parent, t.parentId, t.createdAt)],
);
