import { getUser as getUserEndpoint, type User } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return call(getUserEndpoint, { params: { id }, signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.users, 'one', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
