import { syncZone } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';

export function syncZoneRequest(zoneId: number) {
  return call(syncZone, { params: { id: zoneId } });
}

/** Pushes the whole zone to PowerDNS again, then the zone view shows the new comparison. */
export function useSyncZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncZoneRequest,
    onSuccess: (_status, zoneId) => queryClient.invalidateQueries({ queryKey: zoneKey(zoneId) }),
  });
}
