import { importZone, listZones } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedZone } from './get-zone';

export const useImportZone = endpointMutation(importZone, {
  invalidates: [listZones],
  onSuccess: seedZone,
});
