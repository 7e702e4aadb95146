// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1").
// Statistics: QC v2's figures over the period v1 sends (chats and tickets, every filter else open).
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { statisticsOf, userStatisticsOf } from '../services/statistics.js';

export const handlers: Handler[] = [
  handle(api.v1Statistic, ({ ctx, query }) => statisticsOf(ctx, query)),
  handle(api.v1AgentStatistic, ({ ctx, params, query }) => userStatisticsOf(ctx, params.id, query)),
];
