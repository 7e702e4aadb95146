// Escalations (spec §3 escalation, §4 escalation states, §7 "Escalations"): a reviewer asks for a
// second look at a conversation and the reviews made of it; a QC manager takes it (in progress),
// reviews the conversation (the review data: agents, scores, tags), which marks it reviewed, or puts it
// back (open). One status call serves both kinds (`/chat-controller-v2/escalations/{id}/status`).
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, listOf, pageQuery, recordId, scopes, timestamps } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { sortQuery } from '../../rules/sort.js';
import { transcriptLine } from './feedbacks.js';
import { review } from './reviews.js';

export const ESCALATION_STATUSES = ['open', 'in-progress', 'reviewed'] as const;
export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];

/** The moves the status call allows; reviewing (the reviews call) moves in-progress (or open) to reviewed. */
export const ESCALATION_TRANSITIONS: Record<EscalationStatus, readonly EscalationStatus[]> = {
  open: ['in-progress'],
  'in-progress': ['open'],
  reviewed: [],
};

const ref = z.object({ id: z.number().int(), name: z.string() });

export const escalation = z.object({
  id: z.number().int(),
  kind: z.enum(['chat', 'ticket']),
  conversationId: z.number().int(),
  conversationTitle: z.string(),
  reason: z.string(),
  raisedBy: ref,
  /** The reviews escalated with it. */
  reviews: z.array(review.omit({ comments: true })),
  status: z.enum(ESCALATION_STATUSES),
  /** Who took it (in progress or reviewed). */
  handledBy: ref.nullable(),
  /** The review its handler made. */
  outcome: review.omit({ comments: true }).nullable(),
  reviewedAt: isoInstant.nullable(),
  ...timestamps,
});
export type Escalation = z.infer<typeof escalation>;

/** One escalation as its screen reads it: with the conversation's lines, for whoever reads escalations. */
export const escalationDetail = escalation.extend({ transcript: z.array(transcriptLine) });
export type EscalationDetail = z.infer<typeof escalationDetail>;

export const createEscalationBody = z
  .object({
    escalation: z.object({
      /** The chat or ticket (by the controller's kind). */
      conversationId: bodyId,
      reason: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
    }),
    /** The reviews of it to look at again (ids); may be empty. */
    reviews: z.array(bodyId).max(20, 'must name at most 20 reviews').default([]),
  })
  .meta({
    examples: [{ escalation: { conversationId: 1, reason: 'The agent disputes the security grade.' }, reviews: [] }],
  });
export type CreateEscalationBody = z.output<typeof createEscalationBody>;

export const escalationStatusBody = z
  .object({ status: z.enum(ESCALATION_STATUSES, { message: `must be one of ${ESCALATION_STATUSES.join(', ')}` }) })
  .meta({ examples: [{ status: 'in-progress' }] });

export const escalationReviewBody = z
  .object({
    reviews: z.object({
      agents: z.array(bodyId).max(20, 'must name at most 20 agents').optional(),
      scores: z.array(z.object({ scoreTypeId: bodyId, gradeId: bodyId })).max(100),
      tags: z.array(bodyId).max(20, 'must hold at most 20 tags').default([]),
      comment: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
    }),
  })
  .meta({ examples: [{ reviews: { scores: [{ scoreTypeId: 1, gradeId: 1 }], tags: [] } }] });
export type EscalationReviewBody = z.output<typeof escalationReviewBody>;

export const ESCALATION_SORT = ['createdAt', 'status'] as const;

export const escalationQuery = pageQuery.extend(sortQuery(ESCALATION_SORT).shape).extend({
  status: z.enum(ESCALATION_STATUSES).optional(),
  raisedById: recordId.optional(),
  from: dateString.optional(),
  to: dateString.optional(),
  /** Reviewed ones are hidden unless the caller's profile shows them (showReviewedEscalations) or this asks. */
  withReviewed: z.enum(['true', 'false']).optional(),
});

function escalationCalls<K extends 'chat' | 'ticket', N extends string>(kind: K, name: N) {
  const base = `/${kind}-controller-v2/escalations`;
  const review = kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review';
  return {
    create: endpoint({
      name: `qa.create${name}Escalation` as `qa.create${N}Escalation`,
      method: 'POST',
      path: base,
      access: scopes(review),
      summary: `Escalate a ${kind} (and reviews of it) to the QC managers (notified)`,
      body: createEscalationBody,
      status: 201,
      reply: escalation,
    }),
    list: endpoint({
      name: `qa.list${name}Escalations` as `qa.list${N}Escalations`,
      method: 'GET',
      path: base,
      access: scopes('qa:escalation:read'),
      summary: `${kind === 'chat' ? 'Chat' : 'Ticket'} escalations, open first then newest; reviewed ones only when the profile shows them`,
      query: escalationQuery,
      reply: listOf(escalation),
    }),
    get: endpoint({
      name: `qa.get${name}Escalation` as `qa.get${N}Escalation`,
      method: 'GET',
      path: `${base}/{id}`,
      access: scopes('qa:escalation:read'),
      record: 'any',
      summary: 'One escalation with its reviews, its outcome and the conversation’s transcript or thread',
      params: idParams,
      reply: escalationDetail,
    }),
    review: endpoint({
      name: `qa.review${name}Escalation` as `qa.review${N}Escalation`,
      method: 'PATCH',
      path: `${base}/{id}/reviews`,
      access: scopes('qa:manager'),
      record: 'any',
      summary:
        'Review the escalated conversation (agents, scores, tags): the handler’s review, and the escalation is reviewed',
      params: idParams,
      body: escalationReviewBody,
      reply: escalation,
    }),
  };
}

const chat = escalationCalls('chat', 'Chat');
export const createChatEscalation = chat.create;
export const listChatEscalations = chat.list;
export const getChatEscalation = chat.get;
export const reviewChatEscalation = chat.review;

const ticket = escalationCalls('ticket', 'Ticket');
export const createTicketEscalation = ticket.create;
export const listTicketEscalations = ticket.list;
export const getTicketEscalation = ticket.get;
export const reviewTicketEscalation = ticket.review;

/** Spec §7: one status call for both kinds. */
export const setEscalationStatus = endpoint({
  name: 'qa.setEscalationStatus',
  method: 'PATCH',
  path: '/chat-controller-v2/escalations/{id}/status',
  access: scopes('qa:manager'),
  record: 'any',
  summary:
    'Take an escalation (open → in-progress) or put it back (in-progress → open); any other move is a 409 naming the current status',
  params: idParams,
  body: escalationStatusBody,
  reply: escalation,
});
