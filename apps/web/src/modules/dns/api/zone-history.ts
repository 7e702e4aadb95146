import { zoneHistory } from '@backoffice/contract/modules/dns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';

export const historyKey = (zoneId: number) => [...zoneKey(zoneId), 'history'] as const;

export function zoneHistoryQueryOptions(zoneId: number, page: number, take: number) {
  return queryOptions({
    queryKey: [...historyKey(zoneId), { page, take }],
    queryFn: ({ signal }) => call(zoneHistory, { params: { id: zoneId }, query: { page, take }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useZoneHistory(zoneId: number, page: number, take: number, enabled = true) {
  return useQuery({ ...zoneHistoryQueryOptions(zoneId, page, take), enabled });
}
