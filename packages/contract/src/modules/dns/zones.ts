// DNS zones: a zone with its nameservers and PowerDNS state, created, imported from a BIND file, found,
// exported and deleted.
import { z } from 'zod';
import { bodyId, endpoint, listOf, pageQuery, policy, timestamps } from '../../http.js';
import { read, visibleZone, write, zoneParams } from './fields.js';
import { dnsSyncStatus } from './sync.js';

export const dnsZoneSummary = z.object({
  id: z.number().int(),
  /** The domain in punycode, no trailing dot. */
  name: z.string(),
  /** The domain as people read it (IDNs in Unicode). */
  displayName: z.string(),
  adminOnly: z.boolean(),
  serial: z.number().int(),
  recordCount: z.number().int(),
  ...timestamps,
});
export type DnsZoneSummary = z.infer<typeof dnsZoneSummary>;

export const dnsZone = dnsZoneSummary.extend({
  nameservers: z.array(z.string()),
  powerDns: dnsSyncStatus,
});
export type DnsZone = z.infer<typeof dnsZone>;

const zoneName = z.string().trim().min(1, 'is required').max(253);
const nameservers = z.array(z.string().trim().min(1).max(253)).min(1).max(13).optional();

export const dnsZoneCreateBody = z.object({
  /** The domain; IDNs are accepted and stored in punycode. */
  name: zoneName,
  adminOnly: z.boolean().default(false),
  /** Apex NS records; defaults to DNS_NAMESERVERS, then ns1/ns2 of the zone. */
  nameservers,
});

export const dnsZoneImportBody = z.object({
  name: zoneName,
  /** A BIND zone file ($ORIGIN, $TTL, parentheses, relative names). Its SOA is replaced by ours. */
  zoneFile: z.string().min(1, 'is required').max(500_000),
  adminOnly: z.boolean().default(false),
});

export const dnsZoneSearch = pageQuery.extend({ search: z.string().trim().max(253).optional() });

export const listZones = endpoint({
  name: 'dns.listZones',
  method: 'GET',
  path: '/dns/zones',
  access: read,
  summary: 'Zones the caller may see, by name, with their record counts',
  query: dnsZoneSearch,
  reply: listOf(dnsZoneSummary),
});

export const searchZones = endpoint({
  name: 'dns.searchZones',
  method: 'POST',
  path: '/dns/zones/search',
  access: read,
  // A lookup: the search text goes in a body, as the spec writes it; nothing changes.
  readOnly: true,
  summary: 'Zones whose name contains the search text (Unicode or punycode)',
  body: dnsZoneSearch.extend({ search: z.string().trim().max(253) }),
  reply: listOf(dnsZoneSummary),
});

export const getZone = endpoint({
  name: 'dns.getZone',
  method: 'GET',
  path: '/dns/zones/{id}',
  access: read,
  record: visibleZone,
  summary: 'One zone, with its name servers and whether PowerDNS serves it as kept',
  params: zoneParams,
  reply: dnsZone,
});

export const createZone = endpoint({
  name: 'dns.createZone',
  method: 'POST',
  path: '/dns/zones',
  access: write,
  record: policy('dns.newZone'),
  summary: 'Create a zone with its SOA and NS records (admin-only zones: admins only)',
  body: dnsZoneCreateBody,
  reply: dnsZone,
  status: 201,
});

export const importZone = endpoint({
  name: 'dns.importZone',
  method: 'POST',
  path: '/dns/zones/import',
  access: write,
  record: policy('dns.newZone'),
  summary: 'Create a zone from a BIND zone file, every record validated, all or nothing',
  body: dnsZoneImportBody,
  reply: dnsZone,
  status: 201,
});

export const deleteZone = endpoint({
  name: 'dns.deleteZone',
  method: 'DELETE',
  path: '/dns/zones',
  access: write,
  record: policy('dns.zone', { key: 'body.zoneId' }),
  summary: 'Delete a zone and its records (and from PowerDNS)',
  body: z.object({ zoneId: bodyId }),
  reply: z.object({ zoneId: z.number().int(), name: z.string() }),
});

export const updateZone = endpoint({
  name: 'dns.updateZone',
  method: 'PATCH',
  path: '/dns/zones/{id}',
  access: write,
  record: policy('dns.adminOnlyFlag'),
  summary: 'Set or clear the admin-only flag (admins only)',
  params: zoneParams,
  body: z.object({ adminOnly: z.boolean() }),
  reply: dnsZone,
});

export const exportZone = endpoint({
  name: 'dns.exportZone',
  method: 'GET',
  path: '/dns/zones/{id}/export',
  access: read,
  record: visibleZone,
  summary: 'The zone as a BIND zone file (text/plain)',
  params: zoneParams,
  reply: z.string(),
});
