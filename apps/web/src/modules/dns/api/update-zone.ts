import { updateZone } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { zoneKey } from './get-zone';
import { zonesKey } from './list-zones';

export function setAdminOnlyRequest({ id, adminOnly }: { id: number; adminOnly: boolean }) {
  return call(updateZone, { params: { id }, body: { adminOnly } });
}

/** The admin-only switch (admins only). */
export function useSetAdminOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminOnlyRequest,
    onSuccess: (zone) => {
      queryClient.setQueryData(zoneKey(zone.id), zone);
      return queryClient.invalidateQueries({ queryKey: zonesKey });
    },
  });
}
