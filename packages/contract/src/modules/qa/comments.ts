// Comments and notes of QC v2 (spec §3 comment and note, §7 "Comments" and "Notes"): a comment is
// part of the review's conversation, on a chat, a message, a review, a ticket or a reply; a note is
// a reviewer's remark on a whole chat or ticket. Both may name users to notify; only their author
// changes or deletes them (policy qa.comment).
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idParams, owner, policy, recordId, scopes } from '../../http.js';
import { definePolicies } from '../../policies.js';
import { comment } from './conversations.js';

export const commentBody = z
  .object({
    content: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
    /** Users who get a notification of it. */
    notifyUsers: z.array(bodyId).max(20, 'must name at most 20 people').default([]),
  })
  .meta({ examples: [{ content: 'Good catch on the DNS record.', notifyUsers: [] }] });
export type CommentBody = z.output<typeof commentBody>;

/** What a comment or note is on, and the scope its calls need. */
export const COMMENT_PARENTS = {
  chat: { path: '/chat-controller-v2/chats', scope: 'qa:chat:review', noun: 'Chat', name: 'ChatComment' },
  message: { path: '/chat-controller-v2/messages', scope: 'qa:chat:review', noun: 'Message', name: 'MessageComment' },
  chatReview: {
    path: '/chat-controller-v2/reviews',
    scope: 'qa:chat:review',
    noun: 'Review',
    name: 'ChatReviewComment',
  },
  ticket: { path: '/ticket-controller-v2/tickets', scope: 'qa:ticket:review', noun: 'Ticket', name: 'TicketComment' },
  reply: { path: '/ticket-controller-v2/replies', scope: 'qa:ticket:review', noun: 'Reply', name: 'ReplyComment' },
  ticketReview: {
    path: '/ticket-controller-v2/reviews',
    scope: 'qa:ticket:review',
    noun: 'Review',
    name: 'TicketReviewComment',
  },
  // Feedbacks are talked over by their agent and reviewers: the feedback's own rule decides who.
  chatFeedback: {
    path: '/chat-controller-v2/feedbacks',
    scope: 'qa:feedback:read',
    noun: 'Feedback',
    name: 'ChatFeedbackComment',
  },
  ticketFeedback: {
    path: '/ticket-controller-v2/feedbacks',
    scope: 'qa:feedback:read',
    noun: 'Feedback',
    name: 'TicketFeedbackComment',
  },
} as const;
export type CommentParent = keyof typeof COMMENT_PARENTS;

/** Each parent's comments (and the chat's and ticket's notes) have their own rule: only the author. */
export const commentPolicies = definePolicies({
  'qa.chatComment': {
    kind: 'owner',
    description: 'a comment on the chat {id}, which only its author changes or deletes',
  },
  'qa.messageComment': {
    kind: 'owner',
    description: 'a comment on the message {id}, which only its author changes or deletes',
  },
  'qa.chatReviewComment': {
    kind: 'owner',
    description: 'a comment on the chat review {id}, which only its author changes or deletes',
  },
  'qa.ticketComment': {
    kind: 'owner',
    description: 'a comment on the ticket {id}, which only its author changes or deletes',
  },
  'qa.replyComment': {
    kind: 'owner',
    description: 'a comment on the reply {id}, which only its author changes or deletes',
  },
  'qa.ticketReviewComment': {
    kind: 'owner',
    description: 'a comment on the ticket review {id}, which only its author changes or deletes',
  },
  'qa.chatFeedbackComment': {
    kind: 'owner',
    description: 'a comment on the chat feedback {id}, which only its author changes or deletes',
  },
  'qa.ticketFeedbackComment': {
    kind: 'owner',
    description: 'a comment on the ticket feedback {id}, which only its author changes or deletes',
  },
  'qa.chatNote': { kind: 'owner', description: 'a note on the chat {id}, which only its author changes or deletes' },
  'qa.ticketNote': {
    kind: 'owner',
    description: 'a note on the ticket {id}, which only its author changes or deletes',
  },
});

const commentParams = z.object({ id: recordId, commentId: recordId });
const noteParams = z.object({ id: recordId, noteId: recordId });

/**
 * Feedback comments need only `qa:feedback:read` (a read scope: issue 25's route × scope matrix asks
 * why): the agent talks over feedback given to them, on a feedback the policy lets them see, and
 * changes or deletes only their own comments.
 */
const selfServiceOf = (parent: CommentParent) =>
  parent === 'chatFeedback' || parent === 'ticketFeedback'
    ? {
        selfService:
          "Comments on a feedback the caller may see (the agent's own, or any for its reviewers and QC managers); only a comment's author changes or deletes it",
      }
    : {};

/** A feedback is seen by its agent and reviewers only; other parents by anyone holding the scope. */
const parentRule = (parent: CommentParent) =>
  parent === 'chatFeedback'
    ? policy('qa.chatFeedback')
    : parent === 'ticketFeedback'
      ? policy('qa.ticketFeedback')
      : ('any' as const);

function commentCalls<P extends CommentParent, N extends string>(parent: P, name: N) {
  const { path, scope, noun } = COMMENT_PARENTS[parent];
  const rule = `qa.${parent}Comment` as const;
  const create = endpoint({
    name: `qa.create${name}` as `qa.create${N}`,
    method: 'POST',
    path: `${path}/{id}/comments`,
    access: scopes(scope),
    ...selfServiceOf(parent),
    record: parentRule(parent),
    summary: `Comment on a ${noun.toLowerCase()}; each of notifyUsers is notified`,
    params: idParams,
    body: commentBody,
    status: 201,
    reply: comment,
  });
  const update = endpoint({
    name: `qa.update${name}` as `qa.update${N}`,
    method: 'PATCH',
    path: `${path}/{id}/comments/{commentId}`,
    access: scopes(scope),
    ...selfServiceOf(parent),
    record: owner(rule, { key: 'params.commentId' }),
    summary: `Change a comment on a ${noun.toLowerCase()} (its author only)`,
    params: commentParams,
    body: commentBody,
    reply: comment,
  });
  const remove = endpoint({
    name: `qa.delete${name}` as `qa.delete${N}`,
    method: 'DELETE',
    path: `${path}/{id}/comments/{commentId}`,
    access: scopes(scope),
    ...selfServiceOf(parent),
    record: owner(rule, { key: 'params.commentId' }),
    summary: `Delete a comment on a ${noun.toLowerCase()} (its author only)`,
    params: commentParams,
    reply: deletedReply,
  });
  return { create, update, remove };
}

function noteCalls<N extends string>(parent: 'chat' | 'ticket', name: N) {
  const { path, scope, noun } = COMMENT_PARENTS[parent];
  const rule = `qa.${parent}Note` as const;
  const create = endpoint({
    name: `qa.create${name}` as `qa.create${N}`,
    method: 'POST',
    path: `${path}/{id}/notes`,
    access: scopes(scope),
    record: 'any',
    summary: `Add a note to a ${noun.toLowerCase()}; each of notifyUsers is notified`,
    params: idParams,
    body: commentBody,
    status: 201,
    reply: comment,
  });
  const update = endpoint({
    name: `qa.update${name}` as `qa.update${N}`,
    method: 'PATCH',
    path: `${path}/{id}/notes/{noteId}`,
    access: scopes(scope),
    record: owner(rule, { key: 'params.noteId' }),
    summary: `Change a note on a ${noun.toLowerCase()} (its author only)`,
    params: noteParams,
    body: commentBody,
    reply: comment,
  });
  const remove = endpoint({
    name: `qa.delete${name}` as `qa.delete${N}`,
    method: 'DELETE',
    path: `${path}/{id}/notes/{noteId}`,
    access: scopes(scope),
    record: owner(rule, { key: 'params.noteId' }),
    summary: `Delete a note on a ${noun.toLowerCase()} (its author only)`,
    params: noteParams,
    reply: deletedReply,
  });
  return { create, update, remove };
}

const chatComments = commentCalls('chat', 'ChatComment');
export const createChatComment = chatComments.create;
export const updateChatComment = chatComments.update;
export const deleteChatComment = chatComments.remove;

const messageComments = commentCalls('message', 'MessageComment');
export const createMessageComment = messageComments.create;
export const updateMessageComment = messageComments.update;
export const deleteMessageComment = messageComments.remove;

const chatReviewComments = commentCalls('chatReview', 'ChatReviewComment');
export const createChatReviewComment = chatReviewComments.create;
export const updateChatReviewComment = chatReviewComments.update;
export const deleteChatReviewComment = chatReviewComments.remove;

const ticketComments = commentCalls('ticket', 'TicketComment');
export const createTicketComment = ticketComments.create;
export const updateTicketComment = ticketComments.update;
export const deleteTicketComment = ticketComments.remove;

const replyComments = commentCalls('reply', 'ReplyComment');
export const createReplyComment = replyComments.create;
export const updateReplyComment = replyComments.update;
export const deleteReplyComment = replyComments.remove;

const chatFeedbackComments = commentCalls('chatFeedback', 'ChatFeedbackComment');
export const createChatFeedbackComment = chatFeedbackComments.create;
export const updateChatFeedbackComment = chatFeedbackComments.update;
export const deleteChatFeedbackComment = chatFeedbackComments.remove;

const ticketFeedbackComments = commentCalls('ticketFeedback', 'TicketFeedbackComment');
export const createTicketFeedbackComment = ticketFeedbackComments.create;
export const updateTicketFeedbackComment = ticketFeedbackComments.update;
export const deleteTicketFeedbackComment = ticketFeedbackComments.remove;

const ticketReviewComments = commentCalls('ticketReview', 'TicketReviewComment');
export const createTicketReviewComment = ticketReviewComments.create;
export const updateTicketReviewComment = ticketReviewComments.update;
export const deleteTicketReviewComment = ticketReviewComments.remove;

const chatNotes = noteCalls('chat', 'ChatNote');
export const createChatNote = chatNotes.create;
export const updateChatNote = chatNotes.update;
export const deleteChatNote = chatNotes.remove;

const ticketNotes = noteCalls('ticket', 'TicketNote');
export const createTicketNote = ticketNotes.create;
export const updateTicketNote = ticketNotes.update;
export const deleteTicketNote = ticketNotes.remove;
