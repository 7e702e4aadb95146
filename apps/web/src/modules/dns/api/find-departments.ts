// The department picker of the access screen. `GET /auth/departments` needs users:departments:read;
// without it, `GET /auth/users-departments?ids=` (any signed-in user) names a department by its id.
import { listDepartments, usersOfDepartments } from '@backoffice/contract/modules/administration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export function departmentSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['dns', 'department-picker', search],
    queryFn: ({ signal }) =>
      call(listDepartments, { query: { search: search || undefined, page: 1, take: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentSearch(search: string, enabled: boolean) {
  return useQuery({ ...departmentSearchQueryOptions(search), enabled });
}

export function departmentByIdQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['dns', 'department-by-id', id],
    // One id as a plain `ids=7` (the endpoint takes repeated keys, not `ids[]`).
    queryFn: async ({ signal }) => (await call(usersOfDepartments, { query: { ids: id }, signal }))[0] ?? null,
  });
}

export function useDepartmentById(id: number | null) {
  return useQuery({ ...departmentByIdQueryOptions(id ?? 0), enabled: id !== null });
}
