import { type UserSummary, usersOfDepartment } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function getUsersOfDepartment(id: number, signal?: AbortSignal): Promise<UserSummary[]> {
  return call(usersOfDepartment, { params: { id }, signal });
}

export function usersOfDepartmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.users, 'department', id],
    queryFn: ({ signal }) => getUsersOfDepartment(id, signal),
  });
}

export function useUsersOfDepartment(id: number) {
  return useQuery(usersOfDepartmentQueryOptions(id));
}
