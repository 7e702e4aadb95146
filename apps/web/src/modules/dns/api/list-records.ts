import { listRecords } from '@backoffice/contract/modules/dns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';

export const recordsKey = (zoneId: number) => [...zoneKey(zoneId), 'records'] as const;

export function recordsQueryOptions(zoneId: number) {
  return queryOptions({
    queryKey: recordsKey(zoneId),
    queryFn: ({ signal }) => call(listRecords, { params: { id: zoneId }, signal }),
  });
}

export function useRecords(zoneId: number) {
  return useQuery(recordsQueryOptions(zoneId));
}
