import { type Role, rolesOfDepartment } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function getRolesOfDepartment(id: number, signal?: AbortSignal): Promise<Role[]> {
  return call(rolesOfDepartment, { params: { id }, signal });
}

export function rolesOfDepartmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.roles, 'department', id],
    queryFn: ({ signal }) => getRolesOfDepartment(id, signal),
  });
}

export function useRolesOfDepartment(id: number, enabled = true) {
  return useQuery({ ...rolesOfDepartmentQueryOptions(id), enabled });
}
