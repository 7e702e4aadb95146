// QC v2 reviews (spec §3 chat and ticket review, §4 review states): a review and its bodies, the
// conversations as reviewers open them, the fair queue (a claim with a lease) and the archive of
// reviews. Chats and tickets are alike; where they differ (a chat can be deferred with `reviewLater`, a
// ticket shows its client's login) the shapes say so. Their calls: chats.ts and tickets.ts.
import { z } from 'zod';
import { bodyId, deletedReply, isoInstant, pageQuery, recordId, timestamps } from '../../http.js';
import { sortQuery } from '../../rules/sort.js';
import { chatSummary, comment, conversationFilters, queryIds, ref, tagRef, ticketSummary } from './conversations.js';

/** How long a claimed conversation stays the claimer's before the queue offers it again. */
export const QUEUE_LEASE_MINUTES = 15;

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
  ...timestamps,
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

export const queueQuery = conversationFilters.extend({
  /** Conversations skipped in this sitting: not offered again (their claim is let go). */
  skip: queryIds(500).optional(),
});

export function queueReply<D extends z.ZodType, S extends z.ZodType>(detail: D, summary: S) {
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

export const archiveQuery = pageQuery
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

/**
 * Issue 25: the manager's review that took this review's place, through an escalation the manager
 * reviewed (statistics count that review instead; this one stays in the archive); null when none did.
 */
const replacedBy = z.object({ reviewId: z.number().int(), escalationId: z.number().int() }).nullable();

export const chatArchiveItem = z.object({ review: reviewSummary, chat: chatSummary, replacedBy });
export type ChatArchiveItem = z.infer<typeof chatArchiveItem>;
export const ticketArchiveItem = z.object({ review: reviewSummary, ticket: ticketSummary, replacedBy });
export type TicketArchiveItem = z.infer<typeof ticketArchiveItem>;

export const tagsBody = z
  .object({ tags: z.array(bodyId).max(20, 'must hold at most 20 tags') })
  .meta({ examples: [{ tags: [1] }] });

/** What a deleted review's call answers. */
export const reviewDeleted = deletedReply;
