import { getEvent } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const eventQuery = endpointQuery(getEvent);
export const useEvent = eventQuery.use;
