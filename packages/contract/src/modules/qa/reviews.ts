// QC v2 reviews (spec §3 chat and ticket review, §4 review states, §7 "QC v2" chats and tickets):
// the conversations as reviewers see them, the fair queue (a claim with a lease), the archive of
// reviews, and the review calls. Chats and tickets are alike; where they differ (a chat can be
// deferred with `reviewLater`, a ticket shows its client's login) the shapes say so.
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, listOf, owner, pageQuery, recordId, scopes } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { sortQuery } from '../../rules/sort.js';

/** How long a claimed conversation stays the claimer's before the queue offers it again. */
export const QUEUE_LEASE_MINUTES = 15;

const ref = z.object({ id: z.number().int(), name: z.string() });
const tagRef = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** Where a conversation is: not pulled into the queue (tickets only), waiting, deferred by a reviewer, reviewed. */
export const QUEUE_STATES = ['out', 'waiting', 'deferred', 'reviewed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Repeated query keys (`tags[]=1&tags[]=2`) or one (`tags=1`): always an array of ids. */
const queryIds = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(recordId).max(max, `must name at most ${max}`),
  );
const filterText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The filters the queue and the archive share (only the ones sent apply). */
const conversationFilters = z.object({
  department: filterText(200),
  /** Chats: the channel (chat, whatsapp…); tickets: the ticket's status. */
  channel: filterText(50),
  status: filterText(50),
  agentId: recordId.optional(),
  tags: queryIds(20).optional(),
  /** The day the conversation started (chats) or was opened (tickets), inclusive. */
  from: dateString.optional(),
  to: dateString.optional(),
  /** Words searched in the transcript or thread, the subject and the customer (full text). */
  search: filterText(200),
});

// ---- Conversations ----

const claim = z.object({
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  until: isoInstant,
});

const conversationBase = {
  id: z.number().int(),
  externalId: z.string(),
  department: z.string(),
  agents: z.array(ref),
  /** Agent emails sent that name nobody here. */
  unknownAgents: z.array(z.string()),
  tags: z.array(tagRef),
  queueState: z.enum(QUEUE_STATES),
  /** The finished live reviews. */
  reviewCount: z.number().int(),
  /** Who holds it in their queue, while the lease runs. */
  claim: claim.nullable(),
};

export const chatSummary = z.object({
  ...conversationBase,
  channel: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  startedAt: isoInstant,
  endedAt: isoInstant.nullable(),
  messageCount: z.number().int(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

export const ticketSummary = z.object({
  ...conversationBase,
  subject: z.string(),
  status: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  clientKind: z.string(),
  /** Spec §4 (rules/ticket-login.ts): Unregistered or Email → Not Logged; Client or Admin → Logged In unless the flag is "0". */
  clientLogin: z.enum(['Logged In', 'Not Logged']),
  openedAt: isoInstant,
  replyCount: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

// ---- Comments and notes (shapes; the calls are in comments.ts) ----

export const comment = z.object({
  id: z.number().int(),
  author: ref,
  content: z.string(),
  notifyUsers: z.array(z.number().int()),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Comment = z.infer<typeof comment>;

// ---- Reviews ----

export const reviewScoreLine = z.object({
  scoreTypeId: z.number().int(),
  scoreTypeName: z.string(),
  /** The criterion's weight and critical flag when the review was made. */
  weight: z.number().int(),
  critical: z.boolean(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  value: z.number().int(),
  color: z.string(),
});

export const review = z.object({
  id: z.number().int(),
  kind: z.enum(['chat', 'ticket']),
  conversationId: z.number().int(),
  reviewer: ref,
  agents: z.array(ref),
  scores: z.array(reviewScoreLine),
  tags: z.array(tagRef),
  comment: z.string(),
  /** The weighted score 0–100 (0 when a critical criterion failed), kept with the review. */
  score: z.number(),
  criticalFails: z.number().int(),
  sendStats: z.boolean(),
  reviewLater: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** A deleted review counts nowhere; the archive shows it as deleted. */
  deletedAt: isoInstant.nullable(),
  comments: z.array(comment),
});
export type Review = z.infer<typeof review>;

const reviewData = z.object({
  scores: z
    .array(z.object({ scoreTypeId: bodyId, gradeId: bodyId }))
    .max(100, 'must hold at most 100 scores')
    .refine((s) => new Set(s.map((x) => x.scoreTypeId)).size === s.length, 'must grade each criterion once'),
  tags: z.array(bodyId).max(20, 'must hold at most 20 tags').default([]),
  comment: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
});

const reviewFields = {
  /** The agents the review is about; the conversation's agents when left out. */
  agents: z.array(bodyId).max(20, 'must name at most 20 agents').optional(),
  sendStats: z.boolean().default(true),
  data: reviewData,
};
const reviewExample = { data: { scores: [{ scoreTypeId: 1, gradeId: 1 }], tags: [] } };

export const chatReviewBody = z
  .object({ chatId: bodyId, ...reviewFields, reviewLater: z.boolean().default(false) })
  .meta({ examples: [{ chatId: 1, ...reviewExample }] });
export type ChatReviewBody = z.output<typeof chatReviewBody>;

export const chatReviewPatch = z
  .object({ ...reviewFields, reviewLater: z.boolean().default(false) })
  .meta({ examples: [reviewExample] });

export const ticketReviewBody = z
  .object({ ticketId: bodyId, ...reviewFields })
  .meta({ examples: [{ ticketId: 1, ...reviewExample }] });
export type TicketReviewBody = z.output<typeof ticketReviewBody>;

// ---- Details ----

const message = z.object({
  id: z.number().int(),
  position: z.number().int(),
  author: z.string(),
  authorKind: z.enum(['agent', 'customer']),
  text: z.string(),
  sentAt: isoInstant,
  comments: z.array(comment),
});

const reply = z.object({
  id: z.number().int(),
  position: z.number().int(),
  author: z.string(),
  authorKind: z.enum(['agent', 'client']),
  body: z.string(),
  sentAt: isoInstant,
  comments: z.array(comment),
});

const detailExtras = {
  comments: z.array(comment),
  notes: z.array(comment),
  /** Live and deleted, newest first. */
  reviews: z.array(review),
};

export const chatDetail = chatSummary.extend({ ...detailExtras, messages: z.array(message) });
export type ChatDetail = z.infer<typeof chatDetail>;

export const ticketDetail = ticketSummary.extend({ ...detailExtras, replies: z.array(reply) });
export type TicketDetail = z.infer<typeof ticketDetail>;

// ---- Queue and archive ----

const queueQuery = conversationFilters.extend({
  /** Conversations skipped in this sitting: not offered again (their claim is let go). */
  skip: queryIds(500).optional(),
});

function queueReply<D extends z.ZodType, S extends z.ZodType>(detail: D, summary: S) {
  return z.object({
    /** The oldest waiting conversation, now claimed for the caller until `claimedUntil`; null when none waits. */
    next: detail.nullable(),
    claimedUntil: isoInstant.nullable(),
    /** Waiting conversations matching the filters (counted up to the cap), the claimed one included. */
    waiting: z.number().int(),
    waitingCapped: z.boolean(),
    /** The ones after it, for a glance. */
    upcoming: z.array(summary),
    /** The caller's deferred reviews (chats only: `reviewLater`). */
    deferred: z.array(summary),
  });
}

export const ARCHIVE_SORT = ['reviewedAt', 'conversationAt', 'score'] as const;

const archiveQuery = pageQuery
  .extend(conversationFilters.shape)
  .extend(sortQuery(ARCHIVE_SORT).shape)
  .extend({
    reviewerId: recordId.optional(),
    /** Deleted reviews: shown (default), left out, or only them. */
    deleted: z.enum(['with', 'without', 'only']).default('with'),
    /** Deferred reviews (chats): left out unless asked for. */
    reviewLater: z.enum(['true', 'false']).optional(),
    scoreMin: z.coerce.number().min(0).max(100).optional(),
    scoreMax: z.coerce.number().min(0).max(100).optional(),
  });

const reviewSummary = review.omit({ comments: true, scores: true });

export const chatArchiveItem = z.object({ review: reviewSummary, chat: chatSummary });
export type ChatArchiveItem = z.infer<typeof chatArchiveItem>;
export const ticketArchiveItem = z.object({ review: reviewSummary, ticket: ticketSummary });
export type TicketArchiveItem = z.infer<typeof ticketArchiveItem>;

const tagsBody = z
  .object({ tags: z.array(bodyId).max(20, 'must hold at most 20 tags') })
  .meta({ examples: [{ tags: [1] }] });

const deleted = z.object({ id: z.number().int() });

// ---- Chat endpoints ----

export const chatQueue = endpoint({
  name: 'qa.chatQueue',
  method: 'GET',
  path: '/chat-controller-v2/chats/queue',
  access: scopes('qa:chat:review'),
  summary: `The next waiting chat, oldest first, claimed for the caller for ${QUEUE_LEASE_MINUTES} minutes (two reviewers never get the same one)`,
  query: queueQuery,
  reply: queueReply(chatDetail, chatSummary),
});

export const chatArchive = endpoint({
  name: 'qa.chatArchive',
  method: 'GET',
  path: '/chat-controller-v2/chats/archive',
  access: scopes('qa:chat:review'),
  summary:
    'Chat reviews with their chats, newest first; `sortBy` reviewedAt | conversationAt | score, `direction` ASC | DESC',
  query: archiveQuery,
  reply: listOf(chatArchiveItem),
});

export const getChat = endpoint({
  name: 'qa.getChat',
  method: 'GET',
  path: '/chat-controller-v2/chats/{id}',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'A chat with its transcript, comments, notes and reviews',
  params: idParams,
  reply: chatDetail,
});

export const tagChat = endpoint({
  name: 'qa.tagChat',
  method: 'POST',
  path: '/chat-controller-v2/chats/{id}/tags',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'Set the tags of a chat (the queue filters by them)',
  params: idParams,
  body: tagsBody,
  reply: z.array(tagRef),
});

export const createChatReview = endpoint({
  name: 'qa.createChatReview',
  method: 'POST',
  path: '/chat-controller-v2/reviews',
  access: scopes('qa:chat:review'),
  summary:
    'Review a chat (a grade for each active criterion unless `reviewLater`); the caller’s earlier live review of it is replaced',
  body: chatReviewBody,
  status: 201,
  reply: review,
});

export const updateChatReview = endpoint({
  name: 'qa.updateChatReview',
  method: 'PATCH',
  path: '/chat-controller-v2/reviews/{id}',
  access: scopes('qa:chat:review'),
  record: owner('qa.chatReview', { or: 'qa:manager' }),
  summary: 'Change a chat review (its reviewer, or a QC manager)',
  params: idParams,
  body: chatReviewPatch,
  reply: review,
});

export const deleteChatReview = endpoint({
  name: 'qa.deleteChatReview',
  method: 'DELETE',
  path: '/chat-controller-v2/reviews/{id}',
  access: scopes('qa:chat:review'),
  record: owner('qa.chatReview', { or: 'qa:manager' }),
  summary:
    'Delete a chat review (soft: it counts nowhere and shows as deleted; the chat waits again if no review is left)',
  params: idParams,
  reply: deleted,
});

// ---- Ticket endpoints ----

export const ticketQueue = endpoint({
  name: 'qa.ticketQueue',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/queue',
  access: scopes('qa:ticket:review'),
  summary: `The next waiting ticket (pulled in by the ticket cron), oldest first, claimed for ${QUEUE_LEASE_MINUTES} minutes`,
  query: queueQuery,
  reply: queueReply(ticketDetail, ticketSummary),
});

export const ticketArchive = endpoint({
  name: 'qa.ticketArchive',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/archive',
  access: scopes('qa:ticket:review'),
  summary:
    'Ticket reviews with their tickets, newest first; `sortBy` reviewedAt | conversationAt | score, `direction` ASC | DESC',
  query: archiveQuery,
  reply: listOf(ticketArchiveItem),
});

export const getTicket = endpoint({
  name: 'qa.getTicket',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/{id}',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'A ticket with its thread, comments, notes and reviews',
  params: idParams,
  reply: ticketDetail,
});

export const tagTicket = endpoint({
  name: 'qa.tagTicket',
  method: 'POST',
  path: '/ticket-controller-v2/tickets/{id}/tags',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'Set the tags of a ticket (the queue filters by them)',
  params: idParams,
  body: tagsBody,
  reply: z.array(tagRef),
});

export const createTicketReview = endpoint({
  name: 'qa.createTicketReview',
  method: 'POST',
  path: '/ticket-controller-v2/reviews',
  access: scopes('qa:ticket:review'),
  summary: 'Review a ticket (a grade for each active criterion); the caller’s earlier live review of it is replaced',
  body: ticketReviewBody,
  status: 201,
  reply: review,
});

export const deleteTicketReview = endpoint({
  name: 'qa.deleteTicketReview',
  method: 'DELETE',
  path: '/ticket-controller-v2/reviews/{id}',
  access: scopes('qa:ticket:review'),
  record: owner('qa.ticketReview', { or: 'qa:manager' }),
  summary: 'Delete a ticket review (soft: it counts nowhere and shows as deleted)',
  params: idParams,
  reply: deleted,
});
