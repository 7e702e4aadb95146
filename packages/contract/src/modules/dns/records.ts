// DNS records: the types a user may create, a record as typed and as kept, and the change lists that
// create and delete them in one go.
import { z } from 'zod';
import { bodyId, endpoint } from '../../http.js';
import { ruleProblem, txtContent } from '../../rules/dns.js';
import { read, visibleZone, write, zoneParams } from './fields.js';

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

export const dnsChangeList = z.object({
  create: z.array(dnsRecordInput).max(1000).default([]),
  /** Ids of records of this zone. */
  delete: z.array(bodyId).max(1000).default([]),
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
