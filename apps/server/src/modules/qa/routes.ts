import * as api from '@backoffice/contract/modules/qa';
import { handle } from '../../core/http.js';
import * as ingest from './services/ingest.js';
import { activeTags, scoreGrades, scoreTypes, tags } from './services/settings.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  // The guard resolved the integration key before these run.
  handle(api.ingestChats, ({ ctx, integration, body }) => ingest.ingestChats(ctx, integration!, body.chats)),
  handle(api.ingestTickets, ({ ctx, integration, body }) => ingest.ingestTickets(ctx, integration!, body.tickets)),
  handle(api.listScoreTypes, ({ ctx }) => scoreTypes.list(ctx)),
  handle(api.createScoreType, ({ ctx, body }) => scoreTypes.create(ctx, body)),
  handle(api.getScoreType, ({ ctx, params }) => scoreTypes.get(ctx, params.id)),
  handle(api.updateScoreType, ({ ctx, params, body }) => scoreTypes.update(ctx, params.id, body)),
  handle(api.listScoreGrades, ({ ctx }) => scoreGrades.list(ctx)),
  handle(api.createScoreGrade, ({ ctx, body }) => scoreGrades.create(ctx, body)),
  handle(api.getScoreGrade, ({ ctx, params }) => scoreGrades.get(ctx, params.id)),
  handle(api.updateScoreGrade, ({ ctx, params, body }) => scoreGrades.update(ctx, params.id, body)),
  handle(api.listActiveTags, ({ ctx }) => activeTags(ctx)),
  handle(api.listAllTags, ({ ctx }) => tags.list(ctx)),
  handle(api.getTag, ({ ctx, params }) => tags.get(ctx, params.id)),
  handle(api.createTag, ({ ctx, body }) => tags.create(ctx, body)),
  handle(api.updateTag, ({ ctx, params, body }) => tags.update(ctx, params.id, body)),
  handle(api.deleteTag, ({ ctx, params }) => tags.remove(ctx, params.id)),
];
