import { getNationalEvent } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useNationalEvent = endpointQuery(getNationalEvent).use;
