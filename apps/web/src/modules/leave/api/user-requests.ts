import { userRequests } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUserRequests = endpointQuery(userRequests, { keepPreviousData: true }).use;
