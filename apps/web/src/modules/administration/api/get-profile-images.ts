import { profilesByUserIds } from '@backoffice/contract/modules/employees';
import { endpointQuery } from '../../../core/endpoint-query';

const profileImages = endpointQuery(profilesByUserIds, {
  keepPreviousData: true,
  staleTime: 5 * 60_000,
  select: (profiles) => new Map(profiles.map((p) => [p.userId, p.personalDetails.image])),
});

/** Profile pictures of some users, by user id (for avatars in lists). */
export function useProfileImages(userIds: number[]) {
  const ids = [...userIds].sort((a, b) => a - b);
  return profileImages.use({ body: { ids } }, { enabled: ids.length > 0 });
}
