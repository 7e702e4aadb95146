// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1").
// Comments and notes: v1's `commentData` / `noteData` hold what QC v2's body holds at its top.
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { createComment, deleteComment, updateComment } from '../services/comments.js';

const asComment = (body: api.V1CommentBody): api.CommentBody => ({
  ...body.commentData,
  notifyUsers: body.notifyUsers,
});
const asNote = (body: api.V1NoteBody): api.CommentBody => ({ ...body.noteData, notifyUsers: body.notifyUsers });

export const handlers: Handler[] = [
  handle(api.v1CreateChatComment, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'chat', params.id, asComment(body)),
  ),
  handle(api.v1CreateMessageComment, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'message', params.messageId, asComment(body), false, params.id),
  ),
  handle(api.v1CreateTicketComment, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'ticket', params.id, asComment(body)),
  ),
  handle(api.v1CreateReplyComment, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'reply', params.replyId, asComment(body), false, params.id),
  ),
  handle(api.v1UpdateComment, ({ ctx, user, record, body }) =>
    updateComment(ctx, user, record.parent, record.parentId, record.id, asComment(body)),
  ),
  handle(api.v1DeleteComment, ({ ctx, record }) => deleteComment(ctx, record.parent, record.parentId, record.id)),
  handle(api.v1CreateChatNote, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'chat', params.id, asNote(body), true),
  ),
  handle(api.v1CreateTicketNote, ({ ctx, user, params, body }) =>
    createComment(ctx, user, 'ticket', params.id, asNote(body), true),
  ),
  handle(api.v1UpdateNote, ({ ctx, user, record, body }) =>
    updateComment(ctx, user, record.parent, record.parentId, record.id, asNote(body), true),
  ),
  handle(api.v1DeleteNote, ({ ctx, record }) => deleteComment(ctx, record.parent, record.parentId, record.id, true)),
];
