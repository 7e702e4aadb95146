import { listDepartments } from '@backoffice/contract/modules/administration';
import { endpointListAll, endpointQuery } from '../../../core/endpoint-query';

export const useDepartments = endpointQuery(listDepartments, { keepPreviousData: true }).use;

/** Every department, for pickers. */
export const useAllDepartments = endpointListAll(listDepartments).use;
