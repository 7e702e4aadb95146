import { listZones, updateZone } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedZone } from './get-zone';

/** The admin-only switch (admins only). */
export const useUpdateZone = endpointMutation(updateZone, {
  invalidates: [listZones],
  onSuccess: seedZone,
});
