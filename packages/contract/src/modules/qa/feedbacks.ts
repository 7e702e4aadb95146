// Feedbacks (spec §3 feedback, §5 feedback queries, §7 "Feedbacks"): what a review turns into for the
// agent. A reviewer (or QC manager) gives feedback on a review to one of its agents; the agent sees it,
// accepts it or disputes it with a reason and the grades they propose; a reviewer or manager resolves a
// dispute, possibly changing the review. Chat and ticket controllers alike.
import { z } from 'zod';
import {
  bodyId,
  endpoint,
  idParams,
  isoInstant,
  listOf,
  pageQuery,
  policy,
  recordId,
  scopes,
  timestamps,
} from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { sortQuery } from '../../rules/sort.js';
import { comment } from './conversations.js';
import { review } from './reviews.js';

export const FEEDBACK_STATUSES = ['new', 'seen', 'accepted', 'disputed', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Who may move a feedback from one status to the next (docs/qa.md "Feedbacks"). */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['seen', 'accepted', 'disputed'],
  seen: ['accepted', 'disputed'],
  accepted: [],
  disputed: ['resolved'],
  resolved: [],
};
/** The statuses only the feedback's agent sets; `resolved` is a reviewer's or QC manager's. */
export const AGENT_STATUSES: readonly FeedbackStatus[] = ['seen', 'accepted', 'disputed'];

const ref = z.object({ id: z.number().int(), name: z.string() });
const gradeChoice = z.object({ scoreTypeId: bodyId, gradeId: bodyId });

/** A line of a chat's transcript or a ticket's thread, as a feedback or an escalation shows it. */
export const transcriptLine = z.object({
  id: z.number().int(),
  author: z.string(),
  authorKind: z.enum(['agent', 'customer', 'client']),
  text: z.string(),
  sentAt: isoInstant,
});
export type TranscriptLine = z.infer<typeof transcriptLine>;

export const feedback = z.object({
  id: z.number().int(),
  kind: z.enum(['chat', 'ticket']),
  conversationId: z.number().int(),
  /** The chat's customer or the ticket's subject, for lists. */
  conversationTitle: z.string(),
  review: review.omit({ comments: true }),
  agent: ref,
  author: ref,
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  dispute: z
    .object({
      reason: z.string(),
      /** The grades the agent proposes instead. */
      proposedScores: z.array(z.object({ scoreTypeId: z.number().int(), gradeId: z.number().int() })),
      at: isoInstant,
    })
    .nullable(),
  resolution: z
    .object({
      note: z.string(),
      /** The review was changed by the resolution (its score before and after). */
      scoreBefore: z.number(),
      scoreAfter: z.number(),
      by: ref,
      at: isoInstant,
    })
    .nullable(),
  seenAt: isoInstant.nullable(),
  ...timestamps,
  comments: z.array(comment),
  /** The chat's messages or the ticket's replies, for reading beside it (the agent may not open the conversation). */
  transcript: z.array(transcriptLine),
  /** The grades a dispute may propose (the agent may not read the scorecard's settings). */
  grades: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.number().int(), color: z.string() })),
});
export type Feedback = z.infer<typeof feedback>;

const content = z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters');

export const createFeedbackBody = z
  .object({
    feedback: z.object({
      content,
      /** The agent it is for; the review's only agent when left out. */
      agentId: bodyId.optional(),
    }),
    review: z.object({ id: bodyId }),
  })
  .meta({ examples: [{ feedback: { content: 'Check the DNS before promising a fix.' }, review: { id: 1 } }] });
export type CreateFeedbackBody = z.output<typeof createFeedbackBody>;

export const updateFeedbackBody = z
  .object({ feedback: z.object({ content }) })
  .meta({ examples: [{ feedback: { content: 'Reworded.' } }] });

export const feedbackStatusBody = z
  .object({
    status: z.enum(FEEDBACK_STATUSES, { message: `must be one of ${FEEDBACK_STATUSES.join(', ')}` }),
    /** Disputing: why (required). Resolving: the note to the agent. */
    reason: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
    /** Disputing: the grades the agent proposes. */
    proposedScores: z.array(gradeChoice).max(100).default([]),
    /** Resolving: the grades the review takes now (left out: the review stays as it is). */
    scores: z.array(gradeChoice).max(100).optional(),
  })
  .meta({ examples: [{ status: 'seen' }] });
export type FeedbackStatusBody = z.output<typeof feedbackStatusBody>;

export const FEEDBACK_SORT = ['createdAt', 'status', 'score'] as const;

/**
 * The list's filters. Spec §5: a chat list drops keys starting with `ticket`, a ticket list keys starting
 * with `chat`, and empty values are not sent (lib `feedbackQuery` on the web does it); the server ignores
 * the other kind's keys too.
 */
export const feedbackQuery = pageQuery.extend(sortQuery(FEEDBACK_SORT).shape).extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  agentId: recordId.optional(),
  authorId: recordId.optional(),
  from: dateString.optional(),
  to: dateString.optional(),
  chatId: recordId.optional(),
  ticketId: recordId.optional(),
});

function feedbackCalls<K extends 'chat' | 'ticket', N extends string>(kind: K, name: N) {
  const base = `/${kind}-controller-v2/feedbacks`;
  const review = kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review';
  const noun = kind === 'chat' ? 'chat' : 'ticket';
  return {
    create: endpoint({
      name: `qa.create${name}Feedback` as `qa.create${N}Feedback`,
      method: 'POST',
      path: base,
      access: scopes(review),
      summary: `Give feedback on a ${noun} review to one of its agents (notified)`,
      body: createFeedbackBody,
      status: 201,
      reply: feedback,
    }),
    update: endpoint({
      name: `qa.update${name}Feedback` as `qa.update${N}Feedback`,
      method: 'PATCH',
      path: `${base}/{id}`,
      access: scopes(review),
      record: policy(kind === 'chat' ? 'qa.chatFeedbackAuthor' : 'qa.ticketFeedbackAuthor'),
      summary: 'Reword a feedback (its author, while the agent has not answered it)',
      params: idParams,
      body: updateFeedbackBody,
      reply: feedback,
    }),
    list: endpoint({
      name: `qa.list${name}Feedbacks` as `qa.list${N}Feedbacks`,
      method: 'GET',
      path: base,
      access: scopes('qa:feedback:read'),
      summary: `${noun[0]!.toUpperCase()}${noun.slice(1)} feedbacks, newest first: all of them for reviewers and QC managers, one's own for an agent`,
      query: feedbackQuery,
      reply: listOf(feedback.omit({ comments: true, grades: true, transcript: true })),
    }),
    get: endpoint({
      name: `qa.get${name}Feedback` as `qa.get${N}Feedback`,
      method: 'GET',
      path: `${base}/{id}`,
      access: scopes('qa:feedback:read'),
      record: policy(kind === 'chat' ? 'qa.chatFeedback' : 'qa.ticketFeedback'),
      summary: 'One feedback with its review and comments',
      params: idParams,
      reply: feedback,
    }),
    status: endpoint({
      name: `qa.set${name}FeedbackStatus` as `qa.set${N}FeedbackStatus`,
      method: 'PATCH',
      path: `${base}/{id}/status`,
      access: scopes('qa:feedback:read'),
      // A read scope (issue 25 asks why): the agent answers feedback given to them; resolving a
      // dispute takes a reviewer of the kind or a QC manager (the service's rule).
      selfService:
        'The agent marks their own feedback seen, accepts or disputes it; only a reviewer of the kind or a QC manager resolves a dispute',
      record: policy(kind === 'chat' ? 'qa.chatFeedback' : 'qa.ticketFeedback'),
      summary:
        'Move a feedback on: the agent marks it seen, accepts or disputes it (reason, proposed grades); a reviewer or QC manager resolves a dispute, maybe changing the review',
      params: idParams,
      body: feedbackStatusBody,
      reply: feedback,
    }),
  };
}

const chat = feedbackCalls('chat', 'Chat');
export const createChatFeedback = chat.create;
export const updateChatFeedback = chat.update;
export const listChatFeedbacks = chat.list;
export const getChatFeedback = chat.get;
export const setChatFeedbackStatus = chat.status;

const ticket = feedbackCalls('ticket', 'Ticket');
export const createTicketFeedback = ticket.create;
export const updateTicketFeedback = ticket.update;
export const listTicketFeedbacks = ticket.list;
export const getTicketFeedback = ticket.get;
export const setTicketFeedbackStatus = ticket.status;
