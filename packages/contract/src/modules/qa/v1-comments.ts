// QC v1 (spec §7 "QC v1"): the older calls, over the same data and rules as QC v2 (docs/qa.md "QC v1").
// Comments and notes (spec §3): `{ commentData: { content }, notifyUsers }` and `{ noteData: { content },
// notifyUsers }`, kept as QC v2's (qa/comments.ts), in the same table. v1 changes or deletes one by its
// id alone, so the access is the record's: its author (or an administrator), holding the scope of the
// calls of what it is on (qa:chat:review on a chat or message, qa:ticket:review on a ticket or reply).
import { z } from 'zod';
import { deletedReply, endpoint, idParams, policy, recordId, scopes } from '../../http.js';
import { definePolicies } from '../../policies.js';
import { commentBody } from './comments.js';
import { comment } from './conversations.js';

const { content, notifyUsers } = commentBody.shape;

export const v1CommentBody = z
  .object({ commentData: z.object({ content }), notifyUsers })
  .meta({ examples: [{ commentData: { content: 'Good catch on the DNS record.' }, notifyUsers: [] }] });
export type V1CommentBody = z.output<typeof v1CommentBody>;

export const v1NoteBody = z
  .object({ noteData: z.object({ content }), notifyUsers })
  .meta({ examples: [{ noteData: { content: 'Check the billing first.' }, notifyUsers: [] }] });
export type V1NoteBody = z.output<typeof v1NoteBody>;

export const v1CommentPolicies = definePolicies({
  'qa.v1Comment': {
    kind: 'record',
    description:
      'the comment {id}, which only its author changes or deletes, holding the scope of what it is on (qa:chat:review: a chat or message; qa:ticket:review: a ticket or reply)',
  },
  'qa.v1Note': {
    kind: 'record',
    description:
      'the note {id}, which only its author changes or deletes, holding the scope of what it is on (qa:chat:review: a chat; qa:ticket:review: a ticket)',
  },
});

export const v1CreateChatComment = endpoint({
  name: 'qa.v1CreateChatComment',
  method: 'POST',
  path: '/qa-controller/chat/{id}/comments',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'Comment on a chat; each of notifyUsers is notified',
  params: idParams,
  body: v1CommentBody,
  status: 201,
  reply: comment,
});

export const v1CreateMessageComment = endpoint({
  name: 'qa.v1CreateMessageComment',
  method: 'POST',
  path: '/qa-controller/chat/{id}/messages/{messageId}/comments',
  access: scopes('qa:chat:review'),
  // Any chat's message: the scope reaches every chat (a message of another chat is a 404).
  record: 'any',
  summary: 'Comment on a message of the chat; each of notifyUsers is notified',
  params: z.object({ id: recordId, messageId: recordId }),
  body: v1CommentBody,
  status: 201,
  reply: comment,
});

export const v1CreateTicketComment = endpoint({
  name: 'qa.v1CreateTicketComment',
  method: 'POST',
  path: '/qa-controller/ticket/{id}/comments',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'Comment on a ticket; each of notifyUsers is notified',
  params: idParams,
  body: v1CommentBody,
  status: 201,
  reply: comment,
});

export const v1CreateReplyComment = endpoint({
  name: 'qa.v1CreateReplyComment',
  method: 'POST',
  path: '/qa-controller/ticket/{id}/replies/{replyId}/comments',
  access: scopes('qa:ticket:review'),
  // Any ticket's reply: the scope reaches every ticket (a reply of another ticket is a 404).
  record: 'any',
  summary: 'Comment on a reply of the ticket; each of notifyUsers is notified',
  params: z.object({ id: recordId, replyId: recordId }),
  body: v1CommentBody,
  status: 201,
  reply: comment,
});

// Signed in only: the path does not say what the comment is on, so the record policy checks the scope.
export const v1UpdateComment = endpoint({
  name: 'qa.v1UpdateComment',
  method: 'PATCH',
  path: '/qa-controller/comments/{id}',
  access: 'signedIn',
  record: policy('qa.v1Comment'),
  summary: 'Change a comment (its author only, holding the scope of what it is on)',
  params: idParams,
  body: v1CommentBody,
  reply: comment,
});

export const v1DeleteComment = endpoint({
  name: 'qa.v1DeleteComment',
  method: 'DELETE',
  path: '/qa-controller/comments/{id}',
  access: 'signedIn',
  record: policy('qa.v1Comment'),
  summary: 'Delete a comment (its author only, holding the scope of what it is on)',
  params: idParams,
  reply: deletedReply,
});

export const v1CreateChatNote = endpoint({
  name: 'qa.v1CreateChatNote',
  method: 'POST',
  path: '/qa-controller/chat/{id}/notes',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'Add a note to a chat; each of notifyUsers is notified',
  params: idParams,
  body: v1NoteBody,
  status: 201,
  reply: comment,
});

export const v1CreateTicketNote = endpoint({
  name: 'qa.v1CreateTicketNote',
  method: 'POST',
  path: '/qa-controller/ticket/{id}/notes',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'Add a note to a ticket; each of notifyUsers is notified',
  params: idParams,
  body: v1NoteBody,
  status: 201,
  reply: comment,
});

export const v1UpdateNote = endpoint({
  name: 'qa.v1UpdateNote',
  method: 'PATCH',
  path: '/qa-controller/notes/{id}',
  access: 'signedIn',
  record: policy('qa.v1Note'),
  summary: 'Change a note (its author only, holding the scope of what it is on)',
  params: idParams,
  body: v1NoteBody,
  reply: comment,
});

export const v1DeleteNote = endpoint({
  name: 'qa.v1DeleteNote',
  method: 'DELETE',
  path: '/qa-controller/notes/{id}',
  access: 'signedIn',
  record: policy('qa.v1Note'),
  summary: 'Delete a note (its author only, holding the scope of what it is on)',
  params: idParams,
  reply: deletedReply,
});
