// What QC offers other modules (core/services.ts): an agent's statistics, read live from the same
// service as QC's own statistics screens (the dossiers' profile and agents list; never a copy).
import type { Statistics } from '@backoffice/contract/modules/qa';
import type { AppContext } from '../../../core/context.js';
import { agentAveragesOf, statisticsOf } from './statistics.js';

export interface StatisticsRange {
  from?: string;
  to?: string;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** One agent's QC statistics over the range (as `GET /qa-statistics-v2/statistics/users/{userId}`). */
    'qa.agentStatistics': (ctx: AppContext, userId: number, range: StatisticsRange) => Promise<Statistics>;
    /** Several agents' reviews and average score over the range. */
    'qa.agentAverages': (
      ctx: AppContext,
      userIds: number[],
      range: StatisticsRange,
    ) => Promise<Map<number, { reviews: number; averageScore: number | null }>>;
  }
}

export const agentStatistics = (ctx: AppContext, userId: number, range: StatisticsRange) =>
  statisticsOf(ctx, { ...range, agentId: userId });

export const agentAverages = agentAveragesOf;
