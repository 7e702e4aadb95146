import { MAX_TAKE, type ReplyOf } from '@backoffice/contract/http';
import { listRoles, type Role } from '@backoffice/contract/modules/administration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export interface RolesQuery {
  page: number;
  take: number;
  search?: string;
  departmentId?: number;
}

export type RolesPage = ReplyOf<typeof listRoles>;

export function getRoles(query: RolesQuery, signal?: AbortSignal): Promise<RolesPage> {
  return call(listRoles, { query: { ...query, search: query.search || undefined }, signal });
}

export function rolesQueryOptions(query: RolesQuery) {
  return queryOptions({
    queryKey: [...adminKeys.roles, 'list', query],
    queryFn: ({ signal }) => getRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoles(query: RolesQuery) {
  return useQuery(rolesQueryOptions(query));
}

/** Every role (for pickers): a company has tens of roles, so the pages are read one after another. */
export async function getAllRoles(signal?: AbortSignal): Promise<Role[]> {
  const all: Role[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await getRoles({ page, take: MAX_TAKE }, signal);
    all.push(...reply.items);
    if (reply.items.length < MAX_TAKE || all.length >= reply.total) return all;
  }
}

export function allRolesQueryOptions() {
  return queryOptions({ queryKey: [...adminKeys.roles, 'all'], queryFn: ({ signal }) => getAllRoles(signal) });
}

export function useAllRoles(enabled = true) {
  return useQuery({ ...allRolesQueryOptions(), enabled });
}
