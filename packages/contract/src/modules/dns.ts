// DNS zones and records, PowerDNS sync and department DNS access (spec §2, §3, §7 "DNS"; docs/dns.md).
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, isoInstant, listOf, pageQuery, policy, scopes } from '../http.js';
import { definePolicies } from '../policies.js';
import { ruleProblem, txtContent } from '../rules/dns.js';

export { declaredScopes } from './dns.scopes.js';

/**
 * Which zones a caller reaches (docs/dns.md "Access"); the rules are `modules/dns/policy.ts` on the
 * server. A zone the caller may not see answers 404, whether or not it exists.
 */
export const declaredPolicies = definePolicies({
  'dns.zone': {
    kind: 'record',
    description:
      "the zone must be visible to the caller: administrators see every zone; others need their department's DNS access, and admin-only zones stay hidden from them",
  },
  'dns.adminOnlyFlag': {
    kind: 'record',
    description:
      'the zone must be visible to the caller (as for reading it), and only administrators set or clear its admin-only flag (403 otherwise)',
  },
  'dns.newZone': {
    kind: 'request',
    description:
      "non-administrators need their department's DNS access, and only administrators create admin-only zones",
  },
});

/** What PowerDNS did with a change: it answered no (502), or did not answer (503); nothing was kept. */
export const errorCodes = {
  DNS_SERVER_REFUSED: 502,
  DNS_SERVER_UNAVAILABLE: 503,
} as const;

/** The record types a user may create; SOA is kept by the server. */
export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'PTR'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];
/** Types whose `priority` field is required (and only these have one). */
export const DNS_PRIORITY_TYPES: readonly DnsRecordType[] = ['MX', 'SRV'];
export const DNS_TTL = { min: 60, max: 604_800, default: 3600 } as const;

export const dnsRecordInput = z
  .object({
    /** `@` (or empty) for the zone apex, a name relative to the zone, or a full name inside it. */
    name: z.string().trim().max(253).default('@'),
    type: z.enum(DNS_RECORD_TYPES),
    ttl: z
      .number()
      .int()
      .min(DNS_TTL.min, `must be at least ${DNS_TTL.min} seconds`)
      .max(DNS_TTL.max, `must be at most ${DNS_TTL.max} seconds (7 days)`)
      .default(DNS_TTL.default),
    /**
     * A / AAAA: the address. CNAME, NS, PTR, MX: a full host name. SRV: `weight port target`.
     * TXT: the text (split into 255-byte strings by the server) or already quoted strings.
     * CAA: `flags tag "value"` with tag issue, issuewild or iodef.
     */
    content: z.string().trim().min(1, 'is required').max(4000),
    /** MX and SRV only, 0–65535. */
    priority: z.number().int().min(0).max(65_535).nullable().optional(),
  })
  .superRefine((record, ctx) => {
    // TXT text is plain or "quoted" strings whatever the zone: the same rule the server applies.
    const problem = record.type === 'TXT' ? ruleProblem(() => txtContent(record.content)) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
  });
export type DnsRecordInput = z.input<typeof dnsRecordInput>;

export const dnsRecord = z.object({
  id: z.number().int(),
  /** Relative to the zone, `@` for the apex. */
  name: z.string(),
  /** The full name (punycode, no trailing dot). */
  fqdn: z.string(),
  type: z.enum([...DNS_RECORD_TYPES, 'SOA']),
  ttl: z.number().int(),
  /** Normalised: host names without trailing dot, TXT as quoted 255-byte strings. */
  content: z.string(),
  priority: z.number().int().nullable(),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const dnsZoneSummary = z.object({
  id: z.number().int(),
  /** The domain in punycode, no trailing dot. */
  name: z.string(),
  /** The domain as people read it (IDNs in Unicode). */
  displayName: z.string(),
  adminOnly: z.boolean(),
  serial: z.number().int(),
  recordCount: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type DnsZoneSummary = z.infer<typeof dnsZoneSummary>;

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

export const dnsChangeList = z.object({
  create: z.array(dnsRecordInput).max(1000).default([]),
  /** Ids of records of this zone. */
  delete: z.array(bodyId).max(1000).default([]),
});

export const dnsDepartmentAccess = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  grantedAt: isoInstant,
});

export const dnsHistoryEntry = z.object({
  id: z.number().int(),
  at: isoInstant,
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});

const read = scopes('dns:zone:read');
const write = scopes('dns:zone:create');
const zoneParams = idParams;
const visibleZone = policy('dns.zone');

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

export const listRecords = endpoint({
  name: 'dns.listRecords',
  method: 'GET',
  path: '/dns/zones/{id}/records',
  access: read,
  record: visibleZone,
  summary: 'Every record of a zone (SOA first, then by name and type); a zone comes whole',
  params: zoneParams,
  reply: z.object({ items: z.array(dnsRecord), total: z.number().int() }),
});

export const changeRecords = endpoint({
  name: 'dns.changeRecords',
  method: 'PATCH',
  path: '/dns/zones/{id}/records',
  access: write,
  record: visibleZone,
  summary:
    'Apply a change list (create and delete) all or nothing: 202 with the result when it creates, 204 when it only deletes',
  params: zoneParams,
  body: dnsChangeList,
  reply: z.object({
    serial: z.number().int(),
    created: z.array(dnsRecord),
    deleted: z.array(z.number().int()),
  }),
  // 204 (no body) when the list only deletes: the handler sets it (docs/dns.md).
  status: 202,
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

export const zoneHistory = endpoint({
  name: 'dns.zoneHistory',
  method: 'GET',
  path: '/dns/zones/{id}/history',
  access: read,
  record: visibleZone,
  summary: 'Changes to the zone and its records from the audit log, newest first',
  params: zoneParams,
  query: pageQuery,
  reply: listOf(dnsHistoryEntry),
});

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

export const listDepartments = endpoint({
  name: 'dns.listDepartments',
  method: 'GET',
  path: '/dns/departments',
  access: scopes('dns:department'),
  summary: 'Departments whose users (with the DNS scopes) may see and change zones',
  reply: z.array(dnsDepartmentAccess),
});

export const grantDepartment = endpoint({
  name: 'dns.grantDepartment',
  method: 'POST',
  path: '/dns/departments',
  access: scopes('dns:department'),
  summary: 'Give a department DNS access',
  body: idBody,
  reply: dnsDepartmentAccess,
  status: 201,
});

export const revokeDepartment = endpoint({
  name: 'dns.revokeDepartment',
  method: 'DELETE',
  path: '/dns/departments/{id}',
  access: scopes('dns:department'),
  record: 'any',
  summary: "Remove a department's DNS access",
  params: idParams,
  reply: z.object({ departmentId: z.number().int() }),
});
