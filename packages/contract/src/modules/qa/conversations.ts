// The conversations of QC v2 (spec §3 chat and ticket review): chats and tickets as lists show them,
// the filters the queue and the archive share, and the shape of a comment or note.
import { z } from 'zod';
import { isoInstant, recordId, timestamps } from '../../http.js';
import { dateString } from '../../rules/dates.js';

export const ref = z.object({ id: z.number().int(), name: z.string() });
export const tagRef = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** Where a conversation is: not pulled into the queue (tickets only), waiting, deferred by a reviewer, reviewed. */
export const QUEUE_STATES = ['out', 'waiting', 'deferred', 'reviewed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Repeated query keys (`tags[]=1&tags[]=2`) or one (`tags=1`): always an array of ids. */
export const queryIds = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(recordId).max(max, `must name at most ${max}`),
  );
const filterText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The filters the queue and the archive share (only the ones sent apply). */
export const conversationFilters = z.object({
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
  ...timestamps,
});
export type Comment = z.infer<typeof comment>;
