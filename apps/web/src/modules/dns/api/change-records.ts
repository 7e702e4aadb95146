import type { BodyOf } from '@backoffice/contract/http';
import { changeRecords } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';
import { zonesKey } from './list-zones';

export type ChangeRecordsBody = BodyOf<typeof changeRecords>;

/** 202 with `{ serial, created, deleted }`, or 204 (undefined) when the list only deletes. */
export function changeRecordsRequest({ zoneId, body }: { zoneId: number; body: ChangeRecordsBody }) {
  return call(changeRecords, { params: { id: zoneId }, body });
}

export function useChangeRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRecordsRequest,
    // Records, serial, sync status and history all move: refetch the whole zone.
    onSettled: (_data, _error, { zoneId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zoneKey(zoneId) }),
        queryClient.invalidateQueries({ queryKey: zonesKey }),
      ]),
  });
}
