import type { ReplyOf, SortDirection } from '@backoffice/contract/http';
import { listUsers, type USER_SORT_COLUMNS } from '@backoffice/contract/modules/administration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export interface UsersQuery {
  page: number;
  take: number;
  search?: string;
  sortBy?: UserSortColumn;
  direction?: SortDirection;
}

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export type UsersPage = ReplyOf<typeof listUsers>;

export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  return call(listUsers, { query: { ...query, search: query.search || undefined }, signal });
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [...adminKeys.users, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
