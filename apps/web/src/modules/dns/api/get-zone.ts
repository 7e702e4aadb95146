import { getZone } from '@backoffice/contract/modules/dns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export const zoneKey = (id: number) => ['dns', 'zone', id] as const;

export function zoneQueryOptions(id: number) {
  return queryOptions({
    queryKey: zoneKey(id),
    queryFn: ({ signal }) => call(getZone, { params: { id }, signal }),
  });
}

export function useZone(id: number) {
  return useQuery(zoneQueryOptions(id));
}
