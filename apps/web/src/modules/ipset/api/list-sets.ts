import type { IpsetFamily, IpsetType } from '@backoffice/contract/modules/ipset';
import { listSets } from '@backoffice/contract/modules/ipset';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export interface SetListQuery {
  page: number;
  take: number;
  search?: string;
  family?: IpsetFamily;
  type?: IpsetType;
}

export const setsKey = ['ipset', 'sets'] as const;

export function setsQueryOptions(query: SetListQuery) {
  return queryOptions({
    queryKey: [...setsKey, query],
    queryFn: ({ signal }) => call(listSets, { query: { ...query, search: query.search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSets(query: SetListQuery) {
  return useQuery(setsQueryOptions(query));
}
