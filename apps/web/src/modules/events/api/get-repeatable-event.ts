import { getRepeatableEvent } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const repeatableEventQuery = endpointQuery(getRepeatableEvent);
export const useRepeatableEvent = repeatableEventQuery.use;
