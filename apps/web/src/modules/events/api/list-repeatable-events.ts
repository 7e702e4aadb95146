import { listRepeatableEvents } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRepeatableEvents = endpointQuery(listRepeatableEvents).use;
