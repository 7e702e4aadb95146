import { getProfile, type Profile } from '@backoffice/contract/modules/employees';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../../../core/endpoint-query';

/** By *user* id. */
export const profileQuery = endpointQuery(getProfile);
export const useProfile = profileQuery.use;

/** A change that answers with the profile shows it at once. */
export function seedProfile(profile: Profile, queryClient: QueryClient) {
  queryClient.setQueryData(profileQuery.key({ params: { id: profile.userId } }), profile);
}
