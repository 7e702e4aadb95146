import { profilesByUserIds } from '@backoffice/contract/modules/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

/** Profile pictures of some users, by user id (for avatars in lists). */
export async function getProfileImages(userIds: number[], signal?: AbortSignal): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const profiles = await call(profilesByUserIds, { body: { ids: userIds }, signal });
  return new Map(profiles.map((p) => [p.userId, p.personalDetails.image]));
}

export function profileImagesQueryOptions(userIds: number[]) {
  const ids = [...userIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...adminKeys.users, 'images', ids],
    queryFn: ({ signal }) => getProfileImages(ids, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useProfileImages(userIds: number[]) {
  return useQuery(profileImagesQueryOptions(userIds));
}
