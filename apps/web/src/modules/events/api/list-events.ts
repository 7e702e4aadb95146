import { listEvents } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useEvents = endpointQuery(listEvents, { keepPreviousData: true }).use;
