// Quality control: the scorecard (criteria and grades), tags, and the conversations the chat and ticket
// systems send. Reviews come next (issue 10): they will keep the grade values and weights they were given.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from '../../core/db/schema.js';

export const qaScoreTypes = pgTable(
  'qa_score_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    weight: smallint('weight').notNull().default(1),
    critical: boolean('critical').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_score_types_name_uq').on(sql`lower(${t.name})`)],
);

export const qaScoreGrades = pgTable(
  'qa_score_grades',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: smallint('value').notNull(),
    color: text('color').notNull(),
    shortcut: smallint('shortcut'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_score_grades_name_uq').on(sql`lower(${t.name})`)],
);

export const qaTags = pgTable(
  'qa_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_tags_name_uq').on(sql`lower(${t.name})`)],
);

// ---- Conversations, as the chat and ticket systems send them (services/ingest.ts) ----

export const qaChats = pgTable(
  'qa_chats',
  {
    id: serial('id').primaryKey(),
    /** The chat system's id: a chat sent again updates this row. */
    externalId: text('external_id').notNull(),
    department: text('department').notNull().default(''),
    channel: text('channel').notNull().default('chat'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    messageCount: integer('message_count').notNull().default(0),
    /** The agents' emails as sent (the ones naming a user are also in qa_chat_agents). */
    agentEmails: text('agent_emails').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_chats_external_uq').on(t.externalId), index('qa_chats_started_idx').on(t.startedAt, t.id)],
);

export const qaChatMessages = pgTable(
  'qa_chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => qaChats.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    author: text('author').notNull(),
    /** agent | customer */
    authorKind: text('author_kind').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('qa_chat_messages_chat_idx').on(t.chatId, t.position)],
);

export const qaChatAgents = pgTable(
  'qa_chat_agents',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => qaChats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('qa_chat_agents_user_idx').on(t.userId)],
);

export const qaTickets = pgTable(
  'qa_tickets',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    subject: text('subject').notNull(),
    department: text('department').notNull().default(''),
    status: text('status').notNull().default('open'),
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email'),
    /** Unregistered | Email | Client | Admin, and the ticket system's logged-in flag (spec §4). */
    clientKind: text('client_kind').notNull(),
    clientFlag: text('client_flag'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    agentEmails: text('agent_emails').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_tickets_external_uq').on(t.externalId), index('qa_tickets_opened_idx').on(t.openedAt, t.id)],
);

export const qaTicketReplies = pgTable(
  'qa_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => qaTickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    author: text('author').notNull(),
    /** agent | client */
    authorKind: text('author_kind').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('qa_ticket_replies_ticket_idx').on(t.ticketId, t.position)],
);

export const qaTicketAgents = pgTable(
  'qa_ticket_agents',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => qaTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('qa_ticket_agents_user_idx').on(t.userId)],
);
