import { getZone, listRecords, syncZone, zoneHistory } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';

/** Pushes the whole zone to PowerDNS again, then the zone view shows the new comparison. */
export const useSyncZone = endpointMutation(syncZone, { invalidates: [getZone, listRecords, zoneHistory] });
