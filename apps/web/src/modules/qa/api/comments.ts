// Comments and notes on a conversation, its lines and its reviews: one hook per call family, chosen
// by what the comment hangs on (lib/comment-calls.ts).
import type { CommentBody } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { call } from '../../../core/api';
import { mutationHook } from '../../../core/endpoint-query';

/** What a comment or note hangs on, as the screens name it. */
export type CommentTarget =
  | {
      on: 'chat' | 'message' | 'chatReview' | 'ticket' | 'reply' | 'ticketReview' | 'chatFeedback' | 'ticketFeedback';
      id: number;
      note?: false;
    }
  | { on: 'chat' | 'ticket'; id: number; note: true };

const CALLS = {
  chat: [qa.createChatComment, qa.updateChatComment, qa.deleteChatComment],
  message: [qa.createMessageComment, qa.updateMessageComment, qa.deleteMessageComment],
  chatReview: [qa.createChatReviewComment, qa.updateChatReviewComment, qa.deleteChatReviewComment],
  ticket: [qa.createTicketComment, qa.updateTicketComment, qa.deleteTicketComment],
  reply: [qa.createReplyComment, qa.updateReplyComment, qa.deleteReplyComment],
  ticketReview: [qa.createTicketReviewComment, qa.updateTicketReviewComment, qa.deleteTicketReviewComment],
  chatFeedback: [qa.createChatFeedbackComment, qa.updateChatFeedbackComment, qa.deleteChatFeedbackComment],
  ticketFeedback: [qa.createTicketFeedbackComment, qa.updateTicketFeedbackComment, qa.deleteTicketFeedbackComment],
} as const;
const NOTES = {
  chat: [qa.createChatNote, qa.updateChatNote, qa.deleteChatNote],
  ticket: [qa.createTicketNote, qa.updateTicketNote, qa.deleteTicketNote],
} as const;

const refreshes = [qa.getChat, qa.getTicket, qa.getChatFeedback, qa.getTicketFeedback, qa.v1GetTicket, qa.v1Chat];
// The calls of one family differ only in path and scope: called alike.
type Loose = typeof qa.createChatComment;
type LooseChange = typeof qa.updateChatComment;
type LooseDelete = typeof qa.deleteChatComment;

/** The create, update and delete calls of what a comment hangs on (the screens ask whether they may call them). */
export function callsOf(target: CommentTarget) {
  const [create, update, remove] = target.note ? NOTES[target.on] : CALLS[target.on];
  return {
    create: create as unknown as Loose,
    update: update as unknown as LooseChange,
    remove: remove as unknown as LooseDelete,
  };
}

const childParams = (target: CommentTarget, childId: number) =>
  (target.note ? { id: target.id, noteId: childId } : { id: target.id, commentId: childId }) as {
    id: number;
    commentId: number;
  };

export const useAddComment = mutationHook(
  ({ target, body }: { target: CommentTarget; body: CommentBody }) =>
    call(callsOf(target).create, { params: { id: target.id }, body }),
  { invalidates: refreshes },
);

export const useEditComment = mutationHook(
  ({ target, id, body }: { target: CommentTarget; id: number; body: CommentBody }) =>
    call(callsOf(target).update, { params: childParams(target, id), body }),
  { invalidates: refreshes },
);

export const useDeleteComment = mutationHook(
  ({ target, id }: { target: CommentTarget; id: number }) =>
    call(callsOf(target).remove, { params: childParams(target, id) }),
  { invalidates: refreshes },
);
