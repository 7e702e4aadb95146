import * as api from '@backoffice/contract/modules/views';
import { handle } from '../../core/http.js';
import * as views from './service.js';

export const handlers = [
  handle(api.listViews, ({ ctx, user, query }) => views.listViews(ctx, user, query.screen)),
  handle(api.createView, ({ ctx, user, body }) => views.createView(ctx, user, body)),
  handle(api.deleteView, ({ ctx, record }) => views.deleteView(ctx, record.id)),
];
