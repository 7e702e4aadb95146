import { rangeEvents } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRangeEvents = endpointQuery(rangeEvents, { keepPreviousData: true }).use;
