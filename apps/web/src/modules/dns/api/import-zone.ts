import type { BodyOf } from '@backoffice/contract/http';
import { importZone } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';
import { zonesKey } from './list-zones';

export type ImportZoneBody = BodyOf<typeof importZone>;

export function importZoneRequest(body: ImportZoneBody) {
  return call(importZone, { body });
}

export function useImportZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importZoneRequest,
    onSuccess: (zone) => {
      queryClient.setQueryData(zoneKey(zone.id), zone);
      return queryClient.invalidateQueries({ queryKey: zonesKey });
    },
  });
}
