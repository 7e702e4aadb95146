// QC v1 (spec §7 "QC v1"): the older calls, over the same data and rules as QC v2 (docs/qa.md "QC v1").
// Statistics: QC v2's figures (qa/statistics.ts) over a period only: the same reviews count, the same way.
import { endpoint, idParams, scopes } from '../../http.js';
import { statistics, statisticsQuery, userStatistics } from './statistics.js';

export const v1StatisticsQuery = statisticsQuery.pick({ from: true, to: true });

export const v1Statistic = endpoint({
  name: 'qa.v1Statistic',
  method: 'GET',
  path: '/qa-statistics/statistic',
  access: scopes('qa:statistic:read'),
  summary: 'Review statistics of chats and tickets from `from` to `to` (either may be left out), as QC v2 counts them',
  query: v1StatisticsQuery,
  reply: statistics,
});

export const v1AgentStatistic = endpoint({
  name: 'qa.v1AgentStatistic',
  method: 'GET',
  path: '/qa-statistics/statistic/agent/{id}',
  access: scopes('qa:statistic:read'),
  // As QC v2's: a statistics reader sees every agent's figures.
  record: 'any',
  summary: 'One agent’s review statistics from `from` to `to`, as QC v2 counts them',
  params: idParams,
  query: v1StatisticsQuery,
  reply: userStatistics.reply,
});
