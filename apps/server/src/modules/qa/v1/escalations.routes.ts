// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1").
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { setEscalationStatus } from '../services/escalations.js';
import { getEscalation, listEscalations } from '../services/escalations-read.js';
import { escalateConversation, updateOrReviewEscalation } from './escalations.js';

export const handlers: Handler[] = [
  handle(api.v1CreateChatEscalation, ({ ctx, user, params, body }) =>
    escalateConversation(ctx, user, 'chat', params.id, body),
  ),
  handle(api.v1CreateTicketEscalation, ({ ctx, user, params, body }) =>
    escalateConversation(ctx, user, 'ticket', params.id, body),
  ),
  handle(api.v1UpdateEscalation, ({ ctx, user, params, body }) => updateOrReviewEscalation(ctx, user, params.id, body)),
  handle(api.v1GetEscalation, ({ ctx, params }) => getEscalation(ctx, undefined, params.id)),
  handle(api.v1ListEscalations, ({ ctx, user, query: { reviewed, ...query } }) =>
    // `reviewed=true`: the reviewed ones; `false`: the others; left out, the profile decides (as v2).
    listEscalations(ctx, user, undefined, {
      ...query,
      ...(reviewed === 'true' ? { status: 'reviewed' as const } : reviewed ? { withReviewed: 'false' as const } : {}),
    }),
  ),
  handle(api.v1ConversationEscalations, ({ ctx, user, params, query: { type, ...query } }) =>
    listEscalations(ctx, user, type, { ...query, conversationId: params.id }),
  ),
  handle(api.v1SetEscalationStatus, ({ ctx, user, params, body }) =>
    setEscalationStatus(ctx, user, params.id, body.status),
  ),
  handle(api.v1SearchEscalations, ({ ctx, user, params, query }) =>
    listEscalations(ctx, user, undefined, { ...query, search: params.term }),
  ),
];
