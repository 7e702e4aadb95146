import { getSet, type IpSet } from '@backoffice/contract/modules/ipset';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../../../core/endpoint-query';

/** `params.id` is the set's name or numeric id, as the path holds it. */
export const setQuery = endpointQuery(getSet);
export const useSet = setQuery.use;

/** A change that answers with the set shows it at once, under the reference its screen uses. */
export function seedSet(set: IpSet, ref: string, queryClient: QueryClient) {
  queryClient.setQueryData(setQuery.key({ params: { id: ref } }), set);
}
