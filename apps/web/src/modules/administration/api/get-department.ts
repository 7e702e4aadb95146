import { type Department, getDepartment as getDepartmentEndpoint } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function getDepartment(id: number, signal?: AbortSignal): Promise<Department> {
  return call(getDepartmentEndpoint, { params: { id }, signal });
}

export function departmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.departments, 'one', id],
    queryFn: ({ signal }) => getDepartment(id, signal),
  });
}

export function useDepartment(id: number) {
  return useQuery(departmentQueryOptions(id));
}
