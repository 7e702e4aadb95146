// The new-record form's fields per type, and how they become (and come back from) a record.
// Content is checked by the server (the same rules as PowerDNS will serve); the browser checks
// what the contract's `dnsRecordInput` checks (TXT quoting among them, contract/rules/dns.ts),
// plus the numbers the form splits out of `content`.
import { type DnsRecord, type DnsRecordType, dnsRecordInput } from '@backoffice/contract/modules/dns';
import { CAA_TAGS, type CaaTag, caaValueProblem, txtText } from '@backoffice/contract/rules/dns';
import type { RecordField } from './change-list';

export interface RecordFormValues {
  type: DnsRecordType;
  name: string;
  /** Strings: what the inputs hold; parsed on submit. */
  ttl: string;
  priority: string;
  address: string;
  target: string;
  text: string;
  weight: string;
  port: string;
  caaFlags: string;
  caaTag: CaaTag;
  caaValue: string;
}

export type FormField = keyof RecordFormValues;

export const EMPTY_RECORD_FORM: RecordFormValues = {
  type: 'A',
  name: '',
  ttl: '3600',
  priority: '10',
  address: '',
  target: '',
  text: '',
  weight: '0',
  port: '',
  caaFlags: '0',
  caaTag: 'issue',
  caaValue: '',
};

interface TypeSpec {
  /** What the type is for, in a few words (the type picker's second line). */
  purpose: string;
  /** The inputs shown besides type, name and TTL, in order. */
  fields: FormField[];
  /** Where a server error about `content` goes. */
  contentField: FormField;
}

export const TYPE_SPECS: Record<DnsRecordType, TypeSpec> = {
  A: { purpose: 'IPv4 address', fields: ['address'], contentField: 'address' },
  AAAA: { purpose: 'IPv6 address', fields: ['address'], contentField: 'address' },
  CNAME: { purpose: 'Alias of another name', fields: ['target'], contentField: 'target' },
  MX: { purpose: 'Mail server', fields: ['priority', 'target'], contentField: 'target' },
  TXT: { purpose: 'Text (SPF, DKIM, verification)', fields: ['text'], contentField: 'text' },
  NS: { purpose: 'Delegation to a name server', fields: ['target'], contentField: 'target' },
  SRV: { purpose: 'Service location', fields: ['priority', 'weight', 'port', 'target'], contentField: 'target' },
  CAA: {
    purpose: 'Certificate authorities allowed',
    fields: ['caaFlags', 'caaTag', 'caaValue'],
    contentField: 'caaValue',
  },
  PTR: { purpose: 'Reverse pointer', fields: ['target'], contentField: 'target' },
};

/** Labels and hints that depend on the type. */
export function fieldLabel(type: DnsRecordType, field: FormField): string {
  switch (field) {
    case 'address':
      return type === 'AAAA' ? 'IPv6 address' : 'IPv4 address';
    case 'target':
      return { CNAME: 'Alias of', MX: 'Mail server', NS: 'Name server', SRV: 'Target host', PTR: 'Points to' }[
        type as 'CNAME'
      ];
    case 'priority':
      return 'Priority';
    case 'weight':
      return 'Weight';
    case 'port':
      return 'Port';
    case 'text':
      return 'Text';
    case 'caaFlags':
      return 'Flags';
    case 'caaTag':
      return 'Tag';
    case 'caaValue':
      return 'Value';
    case 'ttl':
      return 'TTL (seconds)';
    case 'name':
      return 'Name';
    case 'type':
      return 'Type';
  }
}

export function fieldPlaceholder(type: DnsRecordType, field: FormField): string | undefined {
  if (field === 'address') return type === 'AAAA' ? '2001:db8::1' : '192.0.2.10';
  if (field === 'target') return type === 'MX' ? 'mail.example.com' : 'host.example.com';
  if (field === 'caaValue') return 'letsencrypt.org';
  if (field === 'port') return '443';
  return undefined;
}

const PORT_LIKE = { min: 0, max: 65_535 };

function integer(value: string, min: number, max: number): number | string {
  const trimmed = value.trim();
  if (!trimmed) return 'is required';
  if (!/^\d+$/.test(trimmed)) return 'must be a whole number';
  const n = Number(trimmed);
  if (n < min || n > max) return `must be between ${min} and ${max}`;
  return n;
}

function content(values: RecordFormValues, errors: Partial<Record<FormField, string>>): string {
  switch (values.type) {
    case 'A':
    case 'AAAA':
      return values.address.trim();
    case 'TXT':
      return values.text;
    case 'SRV': {
      const weight = integer(values.weight, PORT_LIKE.min, PORT_LIKE.max);
      const port = integer(values.port, PORT_LIKE.min, PORT_LIKE.max);
      if (typeof weight === 'string') errors.weight = weight;
      if (typeof port === 'string') errors.port = port;
      return `${weight} ${port} ${values.target.trim()}`;
    }
    case 'CAA': {
      const flags = integer(values.caaFlags, 0, 255);
      if (typeof flags === 'string') errors.caaFlags = flags;
      const value = values.caaValue.trim();
      const quotes = caaValueProblem(value);
      if (quotes) errors.caaValue = quotes;
      if (!value) errors.caaValue = 'is required';
      return `${flags} ${values.caaTag} "${value}"`;
    }
    default:
      return values.target.trim();
  }
}

export interface ComposedRecord {
  name: string;
  type: DnsRecordType;
  ttl: number;
  content: string;
  priority: number | null;
}

/** The form's values as a record, or the message per input that is wrong. */
export function composeRecord(
  values: RecordFormValues,
): { ok: true; record: ComposedRecord } | { ok: false; errors: Partial<Record<FormField, string>> } {
  const errors: Partial<Record<FormField, string>> = {};
  const spec = TYPE_SPECS[values.type];
  const ttl = integer(values.ttl, 0, Number.MAX_SAFE_INTEGER);
  if (typeof ttl === 'string') errors.ttl = ttl;
  let priority: number | null = null;
  if (spec.fields.includes('priority')) {
    const parsed = integer(values.priority, PORT_LIKE.min, PORT_LIKE.max);
    if (typeof parsed === 'string') errors.priority = parsed;
    else priority = parsed;
  }
  const built = content(values, errors);
  if (spec.fields.includes('target') && !values.target.trim()) errors.target = 'is required';
  if (spec.fields.includes('address') && !values.address.trim()) errors.address = 'is required';
  if (spec.fields.includes('text') && !values.text.trim()) errors.text = 'is required';

  const checked = dnsRecordInput.safeParse({
    name: values.name,
    type: values.type,
    ttl: typeof ttl === 'number' ? ttl : undefined,
    content: built,
    priority,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = formFieldOf(values.type, String(issue.path[0] ?? 'content') as RecordField);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !checked.success) return { ok: false, errors };
  const { name, type, ttl: checkedTtl, content: checkedContent } = checked.data;
  return {
    ok: true,
    record: { name: name || '@', type, ttl: checkedTtl, content: checkedContent, priority },
  };
}

/** The input that shows a problem the server reported for a record field. */
export function formFieldOf(type: DnsRecordType, field: RecordField | null): FormField {
  if (field === null || field === 'content') return TYPE_SPECS[type].contentField;
  return field;
}

/** A kept record as form values (to replace it: the old one is deleted, the new one created). */
export function recordToForm(
  record: Pick<DnsRecord, 'name' | 'type' | 'ttl' | 'content' | 'priority'>,
): RecordFormValues {
  const type = record.type === 'SOA' ? 'A' : record.type;
  const base: RecordFormValues = {
    ...EMPTY_RECORD_FORM,
    type,
    name: record.name,
    ttl: String(record.ttl),
    priority: record.priority === null ? EMPTY_RECORD_FORM.priority : String(record.priority),
  };
  switch (type) {
    case 'A':
    case 'AAAA':
      return { ...base, address: record.content };
    case 'TXT':
      return { ...base, text: txtText(record.content) };
    case 'SRV': {
      const [weight = '', port = '', target = ''] = record.content.split(/\s+/);
      return { ...base, weight, port, target };
    }
    case 'CAA': {
      const m = /^(\d+)\s+(\S+)\s+"?(.*?)"?$/.exec(record.content);
      const tag = CAA_TAGS.find((t) => t === m?.[2]) ?? 'issue';
      return { ...base, caaFlags: m?.[1] ?? '0', caaTag: tag, caaValue: m?.[3] ?? '' };
    }
    default:
      return { ...base, target: record.content };
  }
}

const UNITS: [number, string][] = [
  [604_800, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** `3600` → `1 hour`, `300` → `5 minutes`, `90` → `90 seconds`. */
export function humanTtl(seconds: number): string {
  for (const [size, unit] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}

export const TTL_PRESETS = [300, 3600, 14_400, 86_400] as const;
