import { userTypes } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUserBalances = endpointQuery(userTypes).use;
