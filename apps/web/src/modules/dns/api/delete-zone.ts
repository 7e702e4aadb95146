import { deleteZone, listZones } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';
import { zoneQuery } from './get-zone';

/** Spec §8: when it fails, the caller shows the server's own message. */
export const useDeleteZone = endpointMutation(deleteZone, {
  invalidates: [listZones],
  onSuccess: ({ zoneId }, _input, queryClient) =>
    queryClient.removeQueries({ queryKey: zoneQuery.key({ params: { id: zoneId } }) }),
});
