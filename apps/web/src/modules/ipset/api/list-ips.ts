import { listIps } from '@backoffice/contract/modules/ipset';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { setKey } from './get-set';

export interface IpListQuery {
  page: number;
  take: number;
  search?: string;
}

export const ipsKey = (ref: string) => [...setKey(ref), 'ips'] as const;

export function ipsQueryOptions(ref: string, query: IpListQuery) {
  return queryOptions({
    queryKey: [...ipsKey(ref), query],
    queryFn: ({ signal }) =>
      call(listIps, { params: { id: ref }, query: { ...query, search: query.search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIps(ref: string, query: IpListQuery) {
  return useQuery(ipsQueryOptions(ref, query));
}
