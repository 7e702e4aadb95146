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

type ReviewScope = 'qa:chat:review' | 'qa:ticket:review';

/** A v1 comment or note on a parent the path names; a message or reply under its own chat or ticket. */
function createCall<N extends string, P extends z.ZodType, B extends z.ZodType>(
  name: N,
  path: string,
  scope: ReviewScope,
  params: P,
  body: B,
  summary: string,
) {
  return endpoint({
    name: `qa.v1Create${name}` as `qa.v1Create${N}`,
    method: 'POST',
    path,
    access: scopes(scope),
    // The scope reaches every chat (or ticket); a message or reply of another one is a 404.
    record: 'any',
    summary: `${summary}; each of notifyUsers is notified`,
    params,
    body,
    status: 201,
    reply: comment,
  });
}

// Signed in only: the path does not say what the comment is on, so the record policy checks the scope.
function changeCalls<N extends 'Comment' | 'Note', B extends z.ZodType>(name: N, path: string, body: B) {
  const noun = name.toLowerCase();
  const rule = policy(`qa.v1${name}`);
  const update = endpoint({
    name: `qa.v1Update${name}` as `qa.v1Update${N}`,
    method: 'PATCH',
    path,
    access: 'signedIn',
    record: rule,
    summary: `Change a ${noun} (its author only, holding the scope of what it is on)`,
    params: idParams,
    body,
    reply: comment,
  });
  const remove = endpoint({
    name: `qa.v1Delete${name}` as `qa.v1Delete${N}`,
    method: 'DELETE',
    path,
    access: 'signedIn',
    record: rule,
    summary: `Delete a ${noun} (its author only, holding the scope of what it is on)`,
    params: idParams,
    reply: deletedReply,
  });
  return { update, remove };
}

export const v1CreateChatComment = createCall(
  'ChatComment',
  '/qa-controller/chat/{id}/comments',
  'qa:chat:review',
  idParams,
  v1CommentBody,
  'Comment on a chat',
);
export const v1CreateMessageComment = createCall(
  'MessageComment',
  '/qa-controller/chat/{id}/messages/{messageId}/comments',
  'qa:chat:review',
  z.object({ id: recordId, messageId: recordId }),
  v1CommentBody,
  'Comment on a message of the chat',
);
export const v1CreateTicketComment = createCall(
  'TicketComment',
  '/qa-controller/ticket/{id}/comments',
  'qa:ticket:review',
  idParams,
  v1CommentBody,
  'Comment on a ticket',
);
export const v1CreateReplyComment = createCall(
  'ReplyComment',
  '/qa-controller/ticket/{id}/replies/{replyId}/comments',
  'qa:ticket:review',
  z.object({ id: recordId, replyId: recordId }),
  v1CommentBody,
  'Comment on a reply of the ticket',
);
export const v1CreateChatNote = createCall(
  'ChatNote',
  '/qa-controller/chat/{id}/notes',
  'qa:chat:review',
  idParams,
  v1NoteBody,
  'Add a note to a chat',
);
export const v1CreateTicketNote = createCall(
  'TicketNote',
  '/qa-controller/ticket/{id}/notes',
  'qa:ticket:review',
  idParams,
  v1NoteBody,
  'Add a note to a ticket',
);

const comments = changeCalls('Comment', '/qa-controller/comments/{id}', v1CommentBody);
export const v1UpdateComment = comments.update;
export const v1DeleteComment = comments.remove;

const notes = changeCalls('Note', '/qa-controller/notes/{id}', v1NoteBody);
export const v1UpdateNote = notes.update;
export const v1DeleteNote = notes.remove;
