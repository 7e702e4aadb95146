import { listNationalEvents } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useNationalEvents = endpointQuery(listNationalEvents).use;
