// Conversations, as the chat and ticket systems send them (services/ingest.ts), and their tags.
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull, users } from '../../../core/db/schema.js';
import { qaTags } from './scorecard.js';

/** The full-text document of a conversation (transcript or thread, subject, customer), English stemming. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a conversation stands in review (services/queue.ts): out | waiting | deferred | reviewed. */
const reviewColumns = (initial: 'out' | 'waiting') => ({
  queueState: text('queue_state').notNull().default(initial),
  reviewCount: integer('review_count').notNull().default(0),
  /** The reviewer whose queue holds it, until `claimedUntil` (a lease, never a lock). */
  claimedBy: userOrNull('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  search: tsvector('search'),
});

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
    /** What was last written from the chat system (services/ingest.ts `contentHash`): the same sent again writes nothing. */
    contentHash: text('content_hash'),
    ...reviewColumns('waiting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('qa_chats_external_uq').on(t.externalId),
    index('qa_chats_started_idx').on(t.startedAt, t.id),
    index('qa_chats_queue_idx').on(t.startedAt, t.id).where(sql`queue_state = 'waiting'`),
    // A reviewer's claim, found (and let go) without walking the queue.
    index('qa_chats_claimed_idx').on(t.claimedBy).where(sql`claimed_by IS NOT NULL`),
    index('qa_chats_search_idx').using('gin', t.search),
  ],
);

export const qaChatMessages = pgTable(
  'qa_chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: cascadeRef('chat_id', () => qaChats.id),
    position: integer('position').notNull(),
    author: text('author').notNull(),
    /** agent | customer */
    authorKind: text('author_kind').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  // One line at each place: a chat sent again is written line by line at its places (services/ingest.ts).
  (t) => [uniqueIndex('qa_chat_messages_position_uq').on(t.chatId, t.position)],
);

export const qaChatAgents = pgTable(
  'qa_chat_agents',
  {
    chatId: cascadeRef('chat_id', () => qaChats.id),
    userId: cascadeRef('user_id', () => users.id),
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
    /** What was last written from the ticket system (services/ingest.ts `contentHash`): the same sent again writes nothing. */
    contentHash: text('content_hash'),
    ...reviewColumns('out'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('qa_tickets_external_uq').on(t.externalId),
    index('qa_tickets_opened_idx').on(t.openedAt, t.id),
    index('qa_tickets_queue_idx').on(t.openedAt, t.id).where(sql`queue_state = 'waiting'`),
    index('qa_tickets_claimed_idx').on(t.claimedBy).where(sql`claimed_by IS NOT NULL`),
    index('qa_tickets_out_idx').on(t.id).where(sql`queue_state = 'out'`),
    index('qa_tickets_search_idx').using('gin', t.search),
  ],
);

export const qaTicketReplies = pgTable(
  'qa_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: cascadeRef('ticket_id', () => qaTickets.id),
    position: integer('position').notNull(),
    author: text('author').notNull(),
    /** agent | client */
    authorKind: text('author_kind').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('qa_ticket_replies_position_uq').on(t.ticketId, t.position)],
);

export const qaTicketAgents = pgTable(
  'qa_ticket_agents',
  {
    ticketId: cascadeRef('ticket_id', () => qaTickets.id),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('qa_ticket_agents_user_idx').on(t.userId)],
);

// ---- Tags set on a conversation (the queue filters by them) ----

export const qaChatTags = pgTable(
  'qa_chat_tags',
  {
    chatId: cascadeRef('chat_id', () => qaChats.id),
    tagId: cascadeRef('tag_id', () => qaTags.id),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.tagId] }), index('qa_chat_tags_tag_idx').on(t.tagId)],
);

export const qaTicketTags = pgTable(
  'qa_ticket_tags',
  {
    ticketId: cascadeRef('ticket_id', () => qaTickets.id),
    tagId: cascadeRef('tag_id', () => qaTags.id),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('qa_ticket_tags_tag_idx').on(t.tagId)],
);
