// PowerDNS sync: how a zone compares with what PowerDNS serves, and the call that pushes it.
import { z } from 'zod';
import { endpoint, isoInstant } from '../../http.js';
import { visibleZone, write, zoneParams } from './fields.js';

export const dnsSyncState = z.enum(['disabled', 'in-sync', 'out-of-sync', 'missing', 'unreachable']);
export type DnsSyncState = z.infer<typeof dnsSyncState>;

/** How the zone compares with what PowerDNS serves (`disabled` when PowerDNS is not configured). */
export const dnsSyncStatus = z.object({
  state: dnsSyncState,
  checkedAt: isoInstant,
  message: z.string().nullable(),
  /** Record sets that differ (at most 50): what we keep and what PowerDNS serves. */
  differences: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      expected: z.array(z.string()),
      served: z.array(z.string()),
    }),
  ),
});
export type DnsSyncStatus = z.infer<typeof dnsSyncStatus>;

export const syncZone = endpoint({
  name: 'dns.syncZone',
  method: 'POST',
  path: '/dns/zones/{id}/sync',
  access: write,
  record: visibleZone,
  summary: 'Push the whole zone to PowerDNS again (repairs drift), then compare',
  params: zoneParams,
  reply: dnsSyncStatus,
});
