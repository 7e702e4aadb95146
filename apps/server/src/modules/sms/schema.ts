// SMS templates and messages (docs/sms.md). The messages table is the outbox: a message is written
// `queued` in the sending request's transaction and the `sms.deliver` job moves it to sent or failed.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userOrNull } from '../../core/db/schema.js';

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    /** The identifier in paths: a lower-case slug (contract `templateName`). */
    name: text('name').notNull(),
    body: text('body').notNull(),
    description: text('description').notNull().default(''),
    updatedBy: userOrNull('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sms_templates_name_uq').on(t.name)],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    /** The template's name when it was sent from one (no foreign key: the message outlives it). */
    template: text('template'),
    encoding: text('encoding', { enum: ['GSM-7', 'UCS-2'] }).notNull(),
    segments: integer('segments').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text('provider').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    senderId: userOrNull('sender_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list, newest first.
    index('sms_messages_created_idx').on(t.createdAt, t.id),
    // The delivery job's queue: queued messages by when they are due.
    index('sms_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // The rate limit: a sender's messages of the last minutes.
    index('sms_messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);
