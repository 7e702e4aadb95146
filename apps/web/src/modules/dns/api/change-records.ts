import { changeRecords, getZone, listRecords, listZones, zoneHistory } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';

/**
 * 202 with `{ serial, created, deleted }`, or 204 (undefined) when the list only deletes. Records,
 * serial, sync status and history all move, also when the push to PowerDNS fails after the save.
 */
export const useChangeRecords = endpointMutation(changeRecords, {
  invalidates: [getZone, listRecords, zoneHistory, listZones],
  invalidateOnError: true,
});
