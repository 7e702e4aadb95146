// Agent dossiers (spec §7 "Dossiers", docs/dossier.md): the comments calls, thin over services/.
import * as api from '@backoffice/contract/modules/dossier';
import { handle } from '../../core/http.js';
import * as comments from './services/comments.js';

// Changes write their audit rows in their own transactions (services/comments.ts).
export const handlers = [
  handle(api.chatComments, ({ ctx, query }) => comments.listComments(ctx, { ...query, kind: 'chat' })),
  handle(api.createChatComment, ({ ctx, user, body }) => comments.createComment(ctx, user, { ...body, kind: 'chat' })),
  handle(api.ticketComments, ({ ctx, query }) => comments.listComments(ctx, { ...query, kind: 'ticket' })),
  handle(api.createTicketComment, ({ ctx, user, body }) =>
    comments.createComment(ctx, user, { ...body, kind: 'ticket' }),
  ),
  handle(api.reviewCategories, ({ ctx }) => comments.listReviewCategories(ctx.db)),
  handle(api.createReviewCategory, ({ ctx, body }) => comments.createReviewCategory(ctx, body)),
  handle(api.qcDossierComments, ({ ctx, params, query }) =>
    comments.listComments(ctx, { ...query, userId: params.id }),
  ),
  handle(api.createQcDossierComment, ({ ctx, user, params, body }) =>
    comments.createComment(ctx, user, { ...body, userId: params.id }),
  ),
];
