import { deleteZone } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';
import { zonesKey } from './list-zones';

export function deleteZoneRequest(zoneId: number) {
  return call(deleteZone, { body: { zoneId } });
}

/** Spec §8: when it fails, the caller shows the server's own message. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZoneRequest,
    onSuccess: ({ zoneId }) => {
      queryClient.removeQueries({ queryKey: zoneKey(zoneId) });
      return queryClient.invalidateQueries({ queryKey: zonesKey });
    },
  });
}
