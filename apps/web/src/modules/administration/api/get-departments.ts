import { MAX_TAKE, type ReplyOf } from '@backoffice/contract/http';
import { type Department, listDepartments } from '@backoffice/contract/modules/administration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export interface DepartmentsQuery {
  page: number;
  take: number;
  search?: string;
}

export type DepartmentsPage = ReplyOf<typeof listDepartments>;

export function getDepartments(query: DepartmentsQuery, signal?: AbortSignal): Promise<DepartmentsPage> {
  return call(listDepartments, { query: { ...query, search: query.search || undefined }, signal });
}

export function departmentsQueryOptions(query: DepartmentsQuery) {
  return queryOptions({
    queryKey: [...adminKeys.departments, 'list', query],
    queryFn: ({ signal }) => getDepartments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDepartments(query: DepartmentsQuery) {
  return useQuery(departmentsQueryOptions(query));
}

/** Every department (for pickers), page after page. */
export async function getAllDepartments(signal?: AbortSignal): Promise<Department[]> {
  const all: Department[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await getDepartments({ page, take: MAX_TAKE }, signal);
    all.push(...reply.items);
    if (reply.items.length < MAX_TAKE || all.length >= reply.total) return all;
  }
}

export function allDepartmentsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.departments, 'all'],
    queryFn: ({ signal }) => getAllDepartments(signal),
  });
}

export function useAllDepartments(enabled = true) {
  return useQuery({ ...allDepartmentsQueryOptions(), enabled });
}
