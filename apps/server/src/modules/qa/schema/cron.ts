// The ticket cron: filters that pull tickets into the queue (services/cron.ts).
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../../core/db/schema.js';

export const qaCronConfigs = pgTable(
  'qa_cron_configs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    value: text('value').notNull().default(''),
    department: text('department').notNull().default(''),
    status: text('status').notNull().default(''),
    clientKind: text('client_kind'),
    sampleRate: smallint('sample_rate').notNull().default(100),
    schedule: text('schedule').notNull(),
    /** Tickets up to this id have been considered by this filter. */
    lastTicketId: integer('last_ticket_id').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastPulled: integer('last_pulled').notNull().default(0),
    pulledTotal: integer('pulled_total').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_cron_configs_name_uq').on(sql`lower(${t.name})`)],
);
