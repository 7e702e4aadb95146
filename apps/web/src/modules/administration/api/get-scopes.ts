import { listScopes } from '@backoffice/contract/modules/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

/** The scope catalogue as plain strings, sorted. */
export async function getScopeCatalogue(signal?: AbortSignal): Promise<string[]> {
  const entries = await call(listScopes, { signal });
  return entries.map((e) => e.scope).sort();
}

export function scopeCatalogueQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.scopes, 'catalogue'],
    queryFn: ({ signal }) => getScopeCatalogue(signal),
    staleTime: 5 * 60_000,
  });
}

export function useScopeCatalogue() {
  return useQuery(scopeCatalogueQueryOptions());
}
