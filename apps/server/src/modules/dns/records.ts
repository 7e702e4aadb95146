// Pure DNS rules of the server: record content per type, and the checks a change list must pass
// before anything is written. Names and TXT strings follow the rules the web shares
// (contract/rules/dns.ts). No database, no I/O.
import { domainToUnicode } from 'node:url';
import { DNS_PRIORITY_TYPES, type DnsRecordType } from '@backoffice/contract/modules/dns';
import {
  CAA_TAGS,
  caaValueProblem,
  hostTarget,
  NameError,
  ownerName,
  relativeName,
  txtContent,
} from '@backoffice/contract/rules/dns';
import ipaddr from 'ipaddr.js';

/** A record as kept: full lower-case punycode name without trailing dot, normalised content. */
export interface KeptRecord {
  id: number;
  name: string;
  type: string;
  ttl: number;
  content: string;
  priority: number | null;
}

export type NewRecord = Omit<KeptRecord, 'id'>;

export interface RecordIssue {
  /** Path of the bad field in the request, e.g. `body.create.2.content`. */
  field: string;
  message: string;
}

/** A name as people read it: international labels in Unicode. */
export function displayName(name: string): string {
  return domainToUnicode(name) || name;
}

// ---- content per type ----

function uint16(value: string, what: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65_535)
    throw new NameError(`${what} must be a number from 0 to 65535`);
  return Number(value);
}

function caaContent(input: string): string {
  const m = /^(\d{1,3})\s+([A-Za-z0-9]+)\s+(.*)$/.exec(input.trim());
  if (!m) throw new NameError('must be `flags tag "value"`, e.g. 0 issue "letsencrypt.org"');
  const flags = Number(m[1]);
  if (flags > 255) throw new NameError('flags must be a number from 0 to 255');
  const tag = m[2]!.toLowerCase();
  if (!(CAA_TAGS as readonly string[]).includes(tag))
    throw new NameError(`tag must be issue, issuewild or iodef (not "${m[2]}")`);
  let value = m[3]!.trim();
  if (value.startsWith('"')) {
    if (!value.endsWith('"') || value.length < 2) throw new NameError('value has unbalanced quotes');
    value = value.slice(1, -1);
  }
  const quotes = caaValueProblem(value);
  if (quotes) throw new NameError(`value ${quotes}`);
  if (tag === 'iodef') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new NameError('iodef value must be a mailto:, http: or https: URL');
    }
    if (!['mailto:', 'http:', 'https:'].includes(url.protocol)) {
      throw new NameError('iodef value must be a mailto:, http: or https: URL');
    }
  } else {
    const [issuer = '', ...params] = value.split(';');
    if (issuer.trim()) {
      try {
        hostTarget(issuer.trim(), 'invalid');
      } catch {
        throw new NameError(`"${issuer.trim()}" is not a certificate authority domain, e.g. letsencrypt.org`);
      }
    }
    for (const p of params) {
      if (p.trim() && !/^[A-Za-z0-9]+=[\x21-\x7e]*$/.test(p.trim())) {
        throw new NameError(`"${p.trim()}" is not a key=value parameter`);
      }
    }
  }
  return `${flags} ${tag} "${value}"`;
}

function ipv6Content(value: string): string {
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) throw new NameError(`${value} is an IPv4 address: use an A record`);
  if (!ipaddr.IPv6.isValid(value) || value.includes('%')) throw new NameError(`${value} is not a valid IPv6 address`);
  const parsed = ipaddr.IPv6.parse(value);
  if (parsed.isIPv4MappedAddress()) {
    throw new NameError(`${value} is an IPv4-mapped address: use an A record for ${parsed.toIPv4Address()}`);
  }
  return parsed.toRFC5952String();
}

/** The normalised content of one record, or a NameError saying why it does not fit its type. */
export function normaliseContent(type: DnsRecordType, content: string, zone: string): string {
  const value = content.trim();
  switch (type) {
    case 'A':
      if (!ipaddr.IPv4.isValidFourPartDecimal(value)) {
        throw new NameError(`${value} is not an IPv4 address (four numbers 0-255 separated by dots)`);
      }
      return value;
    case 'AAAA':
      return ipv6Content(value);
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return hostTarget(value, zone);
    case 'MX':
      return hostTarget(value, zone, true);
    case 'SRV': {
      const parts = value.split(/\s+/);
      if (parts.length !== 3) throw new NameError('must be `weight port target`, e.g. 5 5060 sip.example.com');
      const weight = uint16(parts[0]!, 'weight');
      const port = uint16(parts[1]!, 'port');
      return `${weight} ${port} ${hostTarget(parts[2]!, zone, true)}`;
    }
    case 'TXT':
      return txtContent(value);
    case 'CAA':
      return caaContent(value);
  }
}

/** The content as a zone file and PowerDNS write it: targets with a trailing dot, priority first. */
export function presentation(record: Pick<KeptRecord, 'type' | 'content' | 'priority'>): string {
  const dotted = (host: string) => (host === '.' ? '.' : `${host}.`);
  switch (record.type) {
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return dotted(record.content);
    case 'MX':
      return `${record.priority} ${dotted(record.content)}`;
    case 'SRV': {
      const [weight, port, target] = record.content.split(' ');
      return `${record.priority} ${weight} ${port} ${dotted(target!)}`;
    }
    default:
      return record.content;
  }
}

// ---- a change list ----

export interface RecordInputParsed {
  name: string;
  type: DnsRecordType;
  ttl: number;
  content: string;
  priority?: number | null | undefined;
}

export interface CheckedChanges {
  created: NewRecord[];
  deletedIds: number[];
  issues: RecordIssue[];
  /** A readable message per issue, naming the record: `create[2] www AAAA: …`. */
  messages: string[];
}

const sameRecord = (a: NewRecord, b: NewRecord) =>
  a.name === b.name && a.type === b.type && a.content === b.content && (a.priority ?? null) === (b.priority ?? null);

/** One new record against the records the zone will keep: the record, or the bad field and why. */
function checkRecord(
  zone: string,
  input: RecordInputParsed,
  others: readonly NewRecord[],
  nameOf: (twin: NewRecord) => string,
): NewRecord | { field: string; message: string } {
  const problem = (field: string, message: string) => ({ field, message });
  let name: string;
  let content: string;
  try {
    name = ownerName(input.name, zone);
  } catch (e) {
    return problem('name', `the name ${(e as Error).message}`);
  }
  try {
    content = normaliseContent(input.type, input.content, zone);
  } catch (e) {
    return problem('content', (e as Error).message);
  }
  const needsPriority = DNS_PRIORITY_TYPES.includes(input.type);
  const priority = input.priority ?? null;
  if (needsPriority && priority === null) return problem('priority', `is required for ${input.type} records (0-65535)`);
  if (!needsPriority && priority !== null) return problem('priority', 'only MX and SRV records have a priority');

  const record: NewRecord = { name, type: input.type, ttl: input.ttl, content, priority };
  const shown = relativeName(name, zone);
  if (record.type === 'CNAME' && name === zone) return problem('type', 'a CNAME cannot be at the zone apex');
  const sameName = others.filter((r) => r.name === name);
  const twin = sameName.find((r) => sameRecord(r, record));
  if (twin) {
    return problem('content', `duplicates ${nameOf(twin)} (${shown} ${record.type} ${presentation(record)})`);
  }
  if (record.type === 'CNAME' && sameName.length) {
    const types = [...new Set(sameName.map((r) => r.type))].join(', ');
    return problem('type', `a CNAME cannot sit beside other records of ${shown} (${types})`);
  }
  if (record.type !== 'CNAME' && sameName.some((r) => r.type === 'CNAME')) {
    return problem('type', `${shown} has a CNAME record, so it can have no other records`);
  }
  const sibling = sameName.find((r) => r.type === record.type);
  if (sibling && sibling.ttl !== record.ttl) {
    return problem(
      'ttl',
      `must be ${sibling.ttl} like the other ${shown} ${record.type} records (one TTL per record set)`,
    );
  }
  return record;
}

/**
 * Checks a change list against the records a zone keeps now: every created record fits its type,
 * and the zone after the change has no CNAME at the apex or beside other records, no duplicate, one
 * TTL per record set, an SOA and at least one apex NS. Returns every issue at once.
 */
export function checkChanges(
  zone: string,
  existing: readonly KeptRecord[],
  changes: { create: readonly RecordInputParsed[]; delete: readonly number[] },
): CheckedChanges {
  const issues: RecordIssue[] = [];
  const messages: string[] = [];
  const byId = new Map(existing.map((r) => [r.id, r]));
  const deleted = new Set<number>();

  changes.delete.forEach((id, i) => {
    const record = byId.get(id);
    const problem = !record
      ? `there is no record ${id} in this zone`
      : record.type === 'SOA'
        ? 'the SOA record is kept by the server (its serial rises with every change)'
        : null;
    if (!problem) deleted.add(id);
    else {
      issues.push({ field: `body.delete.${i}`, message: problem });
      messages.push(`delete[${i}] record ${id}: ${problem}`);
    }
  });

  const kept = existing.filter((r) => !deleted.has(r.id));
  const created: NewRecord[] = [];
  const createdIndex: number[] = [];
  const nameOf = (twin: NewRecord) =>
    'id' in twin ? `record ${(twin as KeptRecord).id}` : `create[${createdIndex[created.indexOf(twin)]}]`;

  changes.create.forEach((input, i) => {
    const result = checkRecord(zone, input, [...kept, ...created], nameOf);
    if ('field' in result) {
      issues.push({ field: `body.create.${i}.${result.field}`, message: result.message });
      messages.push(`create[${i}] ${input.name || '@'} ${input.type}: ${result.message}`);
    } else {
      created.push(result);
      createdIndex.push(i);
    }
  });

  const apexNs = [...kept, ...created].filter((r) => r.name === zone && r.type === 'NS').length;
  const i = changes.delete.findIndex((id) => byId.get(id)?.type === 'NS' && byId.get(id)?.name === zone);
  if (apexNs === 0 && issues.length === 0 && i >= 0) {
    issues.push({ field: `body.delete.${i}`, message: 'a zone keeps at least one NS record at its apex' });
    messages.push(`delete[${i}] record ${changes.delete[i]}: a zone keeps at least one NS record at its apex`);
  }
  return { created, deletedIds: [...deleted], issues, messages };
}

// ---- SOA serial ----

/** YYYYMMDDnn: today's first number, or one more than the current serial when that is higher. */
export function nextSerial(current: number, now = new Date()): number {
  const day = Number(now.toISOString().slice(0, 10).replaceAll('-', '')) * 100;
  return current >= day ? current + 1 : day + 1;
}

export const SOA_TIMERS = { refresh: 10_800, retry: 3600, expire: 604_800, minimum: 3600 } as const;

export function soaContent(primaryNs: string, hostmaster: string, serial: number): string {
  const t = SOA_TIMERS;
  return `${primaryNs}. ${hostmaster}. ${serial} ${t.refresh} ${t.retry} ${t.expire} ${t.minimum}`;
}

/** The SOA content with a new serial (the other fields as they are). */
export function withSerial(soa: string, serial: number): string {
  const parts = soa.split(' ');
  parts[2] = String(serial);
  return parts.join(' ');
}
