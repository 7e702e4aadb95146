import { listApprovers } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useApprovers = endpointQuery(listApprovers).use;
