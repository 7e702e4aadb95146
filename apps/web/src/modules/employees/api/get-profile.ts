import { getProfile as getProfileEndpoint, type Profile } from '@backoffice/contract/modules/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { employeeKeys } from './keys';

export function getProfile(userId: number, signal?: AbortSignal): Promise<Profile> {
  return call(getProfileEndpoint, { params: { id: userId }, signal });
}

export function profileQueryOptions(userId: number) {
  return queryOptions({ queryKey: employeeKeys.profile(userId), queryFn: ({ signal }) => getProfile(userId, signal) });
}

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}
