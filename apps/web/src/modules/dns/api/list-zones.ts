import type { ReplyOf } from '@backoffice/contract/http';
import { listZones } from '@backoffice/contract/modules/dns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export interface ZoneListQuery {
  page: number;
  take: number;
  search?: string;
}

export type ZoneListPage = ReplyOf<typeof listZones>;

export const zonesKey = ['dns', 'zones'] as const;

export function zonesQueryOptions(query: ZoneListQuery) {
  return queryOptions({
    queryKey: [...zonesKey, query],
    queryFn: ({ signal }) => call(listZones, { query: { ...query, search: query.search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useZones(query: ZoneListQuery) {
  return useQuery(zonesQueryOptions(query));
}
