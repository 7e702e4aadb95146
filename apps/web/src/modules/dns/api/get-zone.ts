import { type DnsZone, getZone } from '@backoffice/contract/modules/dns';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../../../core/endpoint-query';

export const zoneQuery = endpointQuery(getZone);
export const useZone = zoneQuery.use;

/** A change that answers with the zone puts it in the cache: its screen opens without a fetch. */
export function seedZone(zone: DnsZone, _input: unknown, queryClient: QueryClient) {
  queryClient.setQueryData(zoneQuery.key({ params: { id: zone.id } }), zone);
}
