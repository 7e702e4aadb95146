import type { BodyOf } from '@backoffice/contract/http';
import { createZone } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';
import { zonesKey } from './list-zones';

export type CreateZoneBody = BodyOf<typeof createZone>;

export function createZoneRequest(body: CreateZoneBody) {
  return call(createZone, { body });
}

export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createZoneRequest,
    onSuccess: (zone) => {
      queryClient.setQueryData(zoneKey(zone.id), zone);
      return queryClient.invalidateQueries({ queryKey: zonesKey });
    },
  });
}
