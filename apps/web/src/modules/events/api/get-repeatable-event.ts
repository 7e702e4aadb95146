import { getRepeatableEvent } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRepeatableEvent = endpointQuery(getRepeatableEvent).use;
