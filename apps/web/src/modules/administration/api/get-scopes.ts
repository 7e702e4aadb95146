import { listScopes } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

/** The scope catalogue as plain strings, sorted. */
export const useScopeCatalogue = endpointQuery(listScopes, {
  staleTime: 5 * 60_000,
  select: (entries) => entries.map((e) => e.scope).sort(),
}).use;
