import { pendingRequests } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const usePendingRequests = endpointQuery(pendingRequests).use;
