// The chat queue's settings (services/queue-settings.ts): one row, or none while the defaults apply.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../core/db/schema.js';

export const qaQueueSettings = pgTable(
  'qa_queue_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The departments whose chats reach the queue; empty: every one. */
    departments: text('departments').array().notNull().default(sql`'{}'`),
    /** oldest | newest (contract QUEUE_ORDERS). */
    order: text('order').notNull().default('oldest'),
    leaseMinutes: integer('lease_minutes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('qa_queue_settings_one_row', sql`${t.id} = 1`)],
);
