import { listUsers } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUsers = endpointQuery(listUsers, { keepPreviousData: true }).use;
