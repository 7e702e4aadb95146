import { listRoles } from '@backoffice/contract/modules/administration';
import { endpointListAll, endpointQuery } from '../../../core/endpoint-query';

export const useRoles = endpointQuery(listRoles, { keepPreviousData: true }).use;

/** Every role, for pickers: a company has tens of roles. */
export const useAllRoles = endpointListAll(listRoles).use;
