import { createZone, listZones } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedZone } from './get-zone';

export const useCreateZone = endpointMutation(createZone, {
  invalidates: [listZones],
  onSuccess: seedZone,
});
