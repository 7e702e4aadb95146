import type { DnsRecord } from '@backoffice/contract/modules/dns';
import { ownerName, relativeName } from '@backoffice/contract/rules/dns';
import type { ChangeList, QueuedRecord } from './change-list';

export type RowState = 'kept' | 'new' | 'deleting';

export interface RecordRow {
  /** `r<id>` for a kept record, the queue key for a new one. */
  key: string;
  state: RowState;
  type: string;
  ttl: number;
  content: string;
  priority: number | null;
  record?: DnsRecord;
  queued?: QueuedRecord;
}

export interface RecordGroup {
  /** Relative to the zone, `@` for the apex. */
  name: string;
  fqdn: string;
  rows: RecordRow[];
}

/**
 * Where a typed owner name lands, relative to the zone, by the server's own rule (contract
 * rules/dns.ts), so that a queued `www`, `www.example.com`, `www.example.com.` and `WWW` join the
 * group of the kept `www`, and `bücher` the group of `xn--bcher-kva`. A name the rule refuses stays
 * as typed (the server refuses it when the list is saved).
 */
export function relativeOwner(input: string, zone: string): string {
  try {
    return relativeName(ownerName(input, zone), zone);
  } catch {
    return input.trim();
  }
}

function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '@') return -1;
  if (b === '@') return 1;
  return a.localeCompare(b, 'en');
}

function matches(row: RecordRow, group: string, fqdn: string, needle: string): boolean {
  return [group, fqdn, row.type, row.content, row.priority === null ? '' : String(row.priority)].some((v) =>
    v.toLowerCase().includes(needle),
  );
}

/**
 * The zone's records grouped by owner name, with the change list laid over them: records queued
 * for deletion stay in place (struck through), new ones join their name's group. `filter` hides kept
 * records that do not match; pending changes always show.
 */
export function groupRecords(
  records: readonly DnsRecord[],
  list: ChangeList,
  zone: string,
  filter = '',
): RecordGroup[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, RecordRow[]>();
  const push = (name: string, row: RecordRow) => {
    const fqdn = name === '@' ? zone : `${name}.${zone}`;
    if (needle && row.state === 'kept' && !matches(row, name, fqdn, needle)) return;
    const rows = groups.get(name) ?? [];
    rows.push(row);
    groups.set(name, rows);
  };
  const deleting = new Set(list.delete);
  for (const record of records) {
    push(record.name, {
      key: `r${record.id}`,
      state: deleting.has(record.id) ? 'deleting' : 'kept',
      type: record.type,
      ttl: record.ttl,
      content: record.content,
      priority: record.priority,
      record,
    });
  }
  for (const queued of list.create) {
    push(relativeOwner(queued.name, zone), {
      key: queued.key,
      state: 'new',
      type: queued.type,
      ttl: queued.ttl,
      content: queued.content,
      priority: queued.priority,
      queued,
    });
  }
  return [...groups]
    .sort(([a], [b]) => compareNames(a, b))
    .map(([name, rows]) => ({ name, fqdn: name === '@' ? zone : `${name}.${zone}`, rows }));
}
