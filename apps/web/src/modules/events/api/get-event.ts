import { getEvent } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useEvent = endpointQuery(getEvent).use;
