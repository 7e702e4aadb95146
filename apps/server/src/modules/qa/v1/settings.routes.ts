// QC v1 (spec §7 "QC v1" tags, score types and grades, ticket cron): thin adapters over QC v2's
// settings services, the same rows (docs/qa.md "QC v1").
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import * as cron from '../services/cron.js';
import { activeTags, scoreGrades, scoreTypes, tags } from '../services/settings.js';

export const handlers: Handler[] = [
  handle(api.v1CreateTag, ({ ctx, body }) => tags.create(ctx, body)),
  handle(api.v1ListActiveTags, ({ ctx }) => activeTags(ctx)),
  handle(api.v1ListAllTags, ({ ctx }) => tags.list(ctx)),
  handle(api.v1GetTag, ({ ctx, params }) => tags.get(ctx, params.id)),
  handle(api.v1UpdateTag, ({ ctx, params, body }) => tags.update(ctx, params.id, body)),
  handle(api.v1DeleteTag, ({ ctx, params }) => tags.remove(ctx, params.id)),

  handle(api.v1CreateScoreType, ({ ctx, body }) => scoreTypes.create(ctx, body)),
  handle(api.v1ListScoreTypes, ({ ctx }) => scoreTypes.list(ctx)),
  handle(api.v1GetScoreType, ({ ctx, params }) => scoreTypes.get(ctx, params.id)),
  handle(api.v1UpdateScoreType, ({ ctx, params, body }) => scoreTypes.update(ctx, params.id, body)),
  handle(api.v1CreateScoreGrade, ({ ctx, body }) => scoreGrades.create(ctx, body)),
  handle(api.v1ListScoreGrades, ({ ctx }) => scoreGrades.list(ctx)),
  handle(api.v1GetScoreGrade, ({ ctx, params }) => scoreGrades.get(ctx, params.id)),
  handle(api.v1UpdateScoreGrade, ({ ctx, params, body }) => scoreGrades.update(ctx, params.id, body)),

  // A v1 filter is named by its keyword unless named (contract v1CronConfigBody).
  handle(api.v1CreateCronConfig, ({ ctx, body }) =>
    cron.createCronConfig(ctx, { ...body, name: body.name ?? (body.value || 'Any ticket') }),
  ),
  handle(api.v1ListCronConfigs, ({ ctx }) => cron.listCronConfigs(ctx)),
  handle(api.v1GetCronConfig, ({ ctx, params }) => cron.getCronConfig(ctx, params.id)),
  handle(api.v1UpdateCronConfig, ({ ctx, params, body }) => cron.updateCronConfig(ctx, params.id, body)),
  handle(api.v1DeleteCronConfig, ({ ctx, params }) => cron.deleteCronConfig(ctx, params.id)),
];
