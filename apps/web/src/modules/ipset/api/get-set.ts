import { getSet } from '@backoffice/contract/modules/ipset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

/** `ref` is the set's name or numeric id, as the path holds it. */
export const setKey = (ref: string) => ['ipset', 'set', ref] as const;

export function setQueryOptions(ref: string) {
  return queryOptions({
    queryKey: setKey(ref),
    queryFn: ({ signal }) => call(getSet, { params: { id: ref }, signal }),
  });
}

export function useSet(ref: string) {
  return useQuery(setQueryOptions(ref));
}
