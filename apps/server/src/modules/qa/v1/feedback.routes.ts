// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1").
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { setFeedbackStatus } from '../services/feedbacks.js';
import { getFeedback, listFeedbacks } from '../services/feedbacks-read.js';
import { createConversationFeedback } from './feedback.js';

export const handlers: Handler[] = [
  handle(api.v1CreateChatFeedback, ({ ctx, user, params, body }) =>
    createConversationFeedback(ctx, user, 'chat', params.id, body),
  ),
  handle(api.v1CreateTicketFeedback, ({ ctx, user, params, body }) =>
    createConversationFeedback(ctx, user, 'ticket', params.id, body),
  ),
  handle(api.v1ListFeedbacks, ({ ctx, user, query }) => listFeedbacks(ctx, user, undefined, query)),
  handle(api.v1SearchFeedbacks, ({ ctx, user, params, query }) =>
    listFeedbacks(ctx, user, undefined, { ...query, search: params.term }),
  ),
  handle(api.v1GetFeedback, ({ ctx, record }) => getFeedback(ctx, record.kind, record.id)),
  handle(api.v1SetFeedbackStatus, ({ ctx, user, record, body }) =>
    setFeedbackStatus(ctx, user, record.kind, record.id, body),
  ),
  handle(api.v1UserFeedbacks, ({ ctx, user, params, query }) =>
    listFeedbacks(ctx, user, undefined, { ...query, agentId: params.id }),
  ),
];
