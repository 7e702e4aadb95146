// QC v1's statistics and the chat queue's settings (contract qa/v1-statistics.ts, qa/v1-queue-settings.ts).
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useV1Statistic = endpointQuery(qa.v1Statistic, { keepPreviousData: true }).use;
export const useV1AgentStatistic = endpointQuery(qa.v1AgentStatistic, { keepPreviousData: true }).use;

export const queueSettingsQuery = endpointQuery(qa.v1QueueSettings);
// The queue follows the settings at once: whoever has it open is offered chats by the new ones.
export const useUpdateQueueSettings = endpointMutation(qa.v1UpdateQueueSettings, {
  invalidates: [qa.v1QueueSettings, qa.chatQueue],
});
