// QC v1 (spec §7 "QC v1"): the older calls, over the same data and rules as QC v2 (docs/qa.md "QC v1").
// Feedback: one table for both kinds, so a v1 id names a chat's or a ticket's feedback; the lists hold
// both kinds. Scopes and rules are v2's (feedbacks.ts): an agent reaches their own, reviewers of the
// kind and QC managers every one.
import { z } from 'zod';
import { endpoint, idParams, listOf, pageQuery, policy, scopes } from '../../http.js';
import { definePolicies } from '../../policies.js';
import { sortQuery } from '../../rules/sort.js';
import { createFeedbackBody, FEEDBACK_SORT, feedback, feedbackStatusBody } from './feedbacks.js';

export const v1FeedbackPolicies = definePolicies({
  'qa.feedback': {
    kind: 'record',
    description:
      'a feedback (chat or ticket) the caller may see: its agent’s, or any of the kind with that kind’s review scope or qa:manager',
  },
});

/** The list's query (spec: page, sortBy, direction). */
export const v1FeedbackQuery = pageQuery.extend(sortQuery(FEEDBACK_SORT).shape);
const v1FeedbackList = listOf(feedback.omit({ comments: true, grades: true, transcript: true }));

/** Feedback on the conversation's latest live, finished review: v2's `feedback` without the review. */
export const v1CreateFeedbackBody = createFeedbackBody.omit({ review: true });
export type V1CreateFeedbackBody = z.output<typeof v1CreateFeedbackBody>;

function v1Create<K extends 'chat' | 'ticket'>(kind: K) {
  return endpoint({
    name: `qa.v1Create${kind === 'chat' ? 'Chat' : 'Ticket'}Feedback` as K extends 'chat'
      ? 'qa.v1CreateChatFeedback'
      : 'qa.v1CreateTicketFeedback',
    method: 'POST',
    path: `/qa-controller/feedback/${kind}/{id}`,
    access: scopes(kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review'),
    // A reviewer of the kind reaches every conversation of it (as v2's conversation calls).
    record: 'any',
    summary: `Give feedback on the ${kind}'s latest finished review to one of its agents (notified)`,
    params: idParams,
    body: v1CreateFeedbackBody,
    status: 201,
    reply: feedback,
  });
}
export const v1CreateChatFeedback = v1Create('chat');
export const v1CreateTicketFeedback = v1Create('ticket');

export const v1ListFeedbacks = endpoint({
  name: 'qa.v1ListFeedbacks',
  method: 'GET',
  path: '/qa-controller/feedback',
  access: scopes('qa:feedback:read'),
  summary:
    'Chat and ticket feedbacks, newest first: every one of a kind for its reviewers and QC managers, one’s own otherwise',
  query: v1FeedbackQuery,
  reply: v1FeedbackList,
});

export const v1SearchFeedbacks = endpoint({
  name: 'qa.v1SearchFeedbacks',
  method: 'GET',
  path: '/qa-controller/feedback/search/{term}',
  access: scopes('qa:feedback:read'),
  summary: 'The feedbacks the list shows whose words, agent, author or conversation contain the term',
  params: z.object({ term: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters') }),
  query: v1FeedbackQuery,
  reply: v1FeedbackList,
});

export const v1GetFeedback = endpoint({
  name: 'qa.v1GetFeedback',
  method: 'GET',
  path: '/qa-controller/feedback/{id}',
  access: scopes('qa:feedback:read'),
  record: policy('qa.feedback'),
  summary: 'One feedback (chat or ticket) with its review and comments',
  params: idParams,
  reply: feedback,
});

export const v1SetFeedbackStatus = endpoint({
  name: 'qa.v1SetFeedbackStatus',
  method: 'PATCH',
  path: '/qa-controller/feedback/{id}',
  access: scopes('qa:feedback:read'),
  selfService:
    'The agent marks their own feedback seen, accepts or disputes it; only a reviewer of the kind or a QC manager resolves a dispute',
  record: policy('qa.feedback'),
  summary: 'Move a feedback on (v2’s statuses and rules; a refused move is a 409 naming the current status)',
  params: idParams,
  body: feedbackStatusBody,
  reply: feedback,
});

export const v1UserFeedbacks = endpoint({
  name: 'qa.v1UserFeedbacks',
  method: 'GET',
  path: '/qa-controller/feedback/user/{id}',
  access: scopes('qa:feedback:read'),
  // The list applies the feedback rule itself: an agent asking for someone else's gets none of them.
  record: 'any',
  summary: 'The feedbacks given to the agent {id}, as the list shows them to the caller',
  params: idParams,
  query: v1FeedbackQuery,
  reply: v1FeedbackList,
});
