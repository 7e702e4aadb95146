// Quality control: the scorecard (criteria and grades), tags, the conversations the chat and ticket
// systems send, and the reviews made of them (which keep the weights and grade values they were given).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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

/** The full-text document of a conversation (transcript or thread, subject, customer), English stemming. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a conversation stands in review (services/queue.ts): out | waiting | deferred | reviewed. */
const reviewColumns = (initial: 'out' | 'waiting') => ({
  queueState: text('queue_state').notNull().default(initial),
  reviewCount: integer('review_count').notNull().default(0),
  /** The reviewer whose queue holds it, until `claimedUntil` (a lease, never a lock). */
  claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
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

// ---- Tags set on a conversation (the queue filters by them) ----

export const qaChatTags = pgTable(
  'qa_chat_tags',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => qaChats.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => qaTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.tagId] }), index('qa_chat_tags_tag_idx').on(t.tagId)],
);

export const qaTicketTags = pgTable(
  'qa_ticket_tags',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => qaTickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => qaTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('qa_ticket_tags_tag_idx').on(t.tagId)],
);

// ---- Reviews (chats and tickets in one table: statistics and the QC v1 adapters read both) ----

export const qaReviews = pgTable(
  'qa_reviews',
  {
    id: serial('id').primaryKey(),
    /** chat | ticket; exactly one of chatId and ticketId is set. */
    kind: text('kind').notNull(),
    chatId: integer('chat_id').references(() => qaChats.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => qaTickets.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    /** The weighted score 0–100 (contract/rules/qa-score.ts), kept as computed when saved. */
    score: real('score').notNull(),
    criticalFails: smallint('critical_fails').notNull().default(0),
    sendStats: boolean('send_stats').notNull().default(true),
    reviewLater: boolean('review_later').notNull().default(false),
    comment: text('comment').notNull().default(''),
    /** When the conversation started (chats) or was opened (tickets): the archive sorts by it. */
    conversationAt: timestamp('conversation_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'qa_reviews_one_conversation',
      sql`num_nonnulls(${t.chatId}, ${t.ticketId}) = 1 AND ${t.kind} IN ('chat', 'ticket')`,
    ),
    uniqueIndex('qa_reviews_live_chat_uq')
      .on(t.chatId, t.reviewerId)
      .where(sql`deleted_at IS NULL AND chat_id IS NOT NULL`),
    uniqueIndex('qa_reviews_live_ticket_uq')
      .on(t.ticketId, t.reviewerId)
      .where(sql`deleted_at IS NULL AND ticket_id IS NOT NULL`),
    index('qa_reviews_chat_idx').on(t.chatId),
    index('qa_reviews_ticket_idx').on(t.ticketId),
    // The archive's sorts (finished reviews; deferred ones are few and found through the conversation).
    index('qa_reviews_archive_at_idx').on(t.kind, t.createdAt, t.id).where(sql`NOT review_later`),
    index('qa_reviews_archive_conversation_idx').on(t.kind, t.conversationAt, t.id).where(sql`NOT review_later`),
    index('qa_reviews_archive_score_idx').on(t.kind, t.score, t.id).where(sql`NOT review_later`),
    index('qa_reviews_reviewer_idx').on(t.reviewerId, t.createdAt),
    // Statistics over a period: the reviews they count (statistics-source.ts), by the conversation's time.
    index('qa_reviews_statistics_idx')
      .on(t.conversationAt)
      .where(sql`deleted_at IS NULL AND NOT review_later AND send_stats`),
    // The reviewer's deferred list, read with every queue.
    index('qa_reviews_deferred_idx').on(t.reviewerId).where(sql`review_later AND deleted_at IS NULL`),
  ],
);

export const qaReviewScores = pgTable(
  'qa_review_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => qaReviews.id, { onDelete: 'cascade' }),
    scoreTypeId: integer('score_type_id')
      .notNull()
      .references(() => qaScoreTypes.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => qaScoreGrades.id),
    /** The criterion's weight and critical flag, and the grade's value, when the review was made. */
    weight: smallint('weight').notNull(),
    critical: boolean('critical').notNull(),
    value: smallint('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.scoreTypeId] })],
);

export const qaReviewAgents = pgTable(
  'qa_review_agents',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => qaReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('qa_review_agents_user_idx').on(t.userId, t.reviewId)],
);

export const qaReviewTags = pgTable(
  'qa_review_tags',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => qaReviews.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => qaTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.tagId] }), index('qa_review_tags_tag_idx').on(t.tagId)],
);

// ---- Comments and notes, on any parent the spec names (services/comments.ts) ----

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

// ---- The ticket cron: filters that pull tickets into the queue (services/cron.ts) ----

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

// ---- Feedbacks: a review turned into words for one of its agents (services/feedbacks.ts) ----

export const qaFeedbacks = pgTable(
  'qa_feedbacks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => qaReviews.id, { onDelete: 'cascade' }),
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

// ---- Escalations: a second look at a conversation (services/escalations.ts) ----

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
    escalationId: integer('escalation_id')
      .notNull()
      .references(() => qaEscalations.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => qaReviews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.escalationId, t.reviewId] })],
);

// ---- Statistics rollups, kept in the transaction of every change (services/statistics-rollup.ts) ----
// Per company day, kind, reviewer (or agent) and shift: what statistics-source.ts counts, summed.

const bucket = {
  day: date('day').notNull(),
  kind: text('kind').notNull(),
  /** day | night (spec §5's hours). */
  shift: text('shift').notNull(),
};

export const qaStatsReviews = pgTable(
  'qa_stats_reviews',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    reviews: integer('reviews').notNull(),
    scoreSum: doublePrecision('score_sum').notNull(),
    criticalFails: integer('critical_fails').notNull(),
    failed: integer('failed').notNull(),
    feedbacks: integer('feedbacks').notNull(),
    disputes: integer('disputes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift] })],
);

export const qaStatsCriteria = pgTable(
  'qa_stats_criteria',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    scoreTypeId: integer('score_type_id').notNull(),
    graded: integer('graded').notNull(),
    valueSum: integer('value_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift, t.scoreTypeId] })],
);

export const qaStatsTags = pgTable(
  'qa_stats_tags',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    tagId: integer('tag_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift, t.tagId] })],
);

export const qaStatsAgents = pgTable(
  'qa_stats_agents',
  {
    ...bucket,
    agentId: integer('agent_id').notNull(),
    reviews: integer('reviews').notNull(),
    scoreSum: doublePrecision('score_sum').notNull(),
    criticalFails: integer('critical_fails').notNull(),
    feedbacks: integer('feedbacks').notNull(),
    disputes: integer('disputes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.agentId, t.shift] })],
);
