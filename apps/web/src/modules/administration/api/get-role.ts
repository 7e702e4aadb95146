import { getRole as getRoleEndpoint, type Role } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return call(getRoleEndpoint, { params: { id }, signal });
}

export function roleQueryOptions(id: number) {
  return queryOptions({ queryKey: [...adminKeys.roles, 'one', id], queryFn: ({ signal }) => getRole(id, signal) });
}

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
