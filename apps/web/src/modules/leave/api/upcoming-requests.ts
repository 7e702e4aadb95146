import { upcomingRequests } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUpcomingRequests = endpointQuery(upcomingRequests).use;
