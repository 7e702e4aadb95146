// A zone's change history comes from the audit log (`before` / `after` as the server recorded
// them, docs/dns.md). This reads those shapes into one line per change and the records it touched.

export interface HistoryRecord {
  name: string;
  type: string;
  ttl: number;
  content: string;
  priority: number | null;
}

export interface HistoryLine {
  kind: 'created' | 'imported' | 'records' | 'admin-only' | 'sync' | 'deleted' | 'other';
  title: string;
  added: HistoryRecord[];
  removed: HistoryRecord[];
  serial?: { from: number | null; to: number | null };
}

type Loose = Record<string, unknown> | null;

function asObject(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function asRecords(value: unknown): HistoryRecord[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const r = asObject(item);
    if (!r || typeof r.type !== 'string' || typeof r.content !== 'string') return [];
    return [
      {
        name: typeof r.name === 'string' ? r.name : '@',
        type: r.type,
        ttl: typeof r.ttl === 'number' ? r.ttl : 0,
        content: r.content,
        priority: typeof r.priority === 'number' ? r.priority : null,
      },
    ];
  });
}

const serialOf = (o: Loose) => (typeof o?.serial === 'number' ? o.serial : null);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeHistoryEntry(entry: { method: string; before: unknown; after: unknown }): HistoryLine {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  const none = { added: [], removed: [] };

  if (after && ('records' in after || (before && 'records' in before))) {
    const added = asRecords(after.records);
    const removed = asRecords(before?.records);
    const parts = [
      added.length ? `added ${plural(added.length, 'record')}` : '',
      removed.length ? `deleted ${plural(removed.length, 'record')}` : '',
    ].filter(Boolean);
    const title = parts.length ? parts.join(', ') : 'Changed records';
    return {
      kind: 'records',
      title: title.charAt(0).toUpperCase() + title.slice(1),
      added,
      removed,
      serial: { from: serialOf(before), to: serialOf(after) },
    };
  }
  if (after && typeof after.adminOnly === 'boolean' && before && 'adminOnly' in before) {
    return { kind: 'admin-only', title: after.adminOnly ? 'Made admin-only' : 'No longer admin-only', ...none };
  }
  if (after?.pushed === true) {
    return {
      kind: 'sync',
      title: `Pushed to PowerDNS${typeof after.state === 'string' ? ` (${after.state})` : ''}`,
      ...none,
    };
  }
  if (after?.imported === true) {
    const count = typeof after.recordCount === 'number' ? `, ${plural(after.recordCount, 'record')}` : '';
    return { kind: 'imported', title: `Imported from a zone file${count}`, ...none };
  }
  if (entry.method === 'POST' && after && typeof after.name === 'string') {
    return { kind: 'created', title: 'Created the zone', ...none, serial: { from: null, to: serialOf(after) } };
  }
  if (entry.method === 'DELETE' && after === null) {
    return { kind: 'deleted', title: 'Deleted the zone', added: [], removed: asRecords(before?.records) };
  }
  return { kind: 'other', title: `${entry.method} change`, ...none };
}

/** One record as a zone-file line without the class: `www 3600 MX 10 mail.example.com`. */
export function recordLine(record: HistoryRecord): string {
  const priority = record.priority === null ? '' : `${record.priority} `;
  return `${record.name} ${record.ttl} ${record.type} ${priority}${record.content}`;
}
