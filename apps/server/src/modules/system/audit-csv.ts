// The audit log's CSV export (docs/system.md "CSV export"): one line per entry, the sentence first
// after who and when, then the request and the change as the screen's expanded row shows them.
import type { AuditEntry } from '@backoffice/contract/modules/system';
import { auditSentence } from '@backoffice/contract/rules/audit-sentence';
import { CSV_BOM as BOM, csvLine } from '../../core/csv.js';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** `2026-05-01 12:00:00` in the company time zone, as a spreadsheet reads a date and time. */
function timeFormatter(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => format.format(new Date(iso));
}

/** The export's lines: the heading (naming the time zone), then one line per entry. */
export async function* auditCsv(entries: AsyncIterable<AuditEntry>, timeZone: string): AsyncGenerator<string> {
  const at = timeFormatter(timeZone);
  yield BOM +
    csvLine([
      'id',
      `time (${timeZone})`,
      'user',
      'summary',
      'method',
      'route',
      'status',
      'entity',
      'entity id',
      'event',
      'ip',
      'peer',
      'before',
      'after',
    ]);
  for await (const entry of entries) {
    yield csvLine([
      entry.id,
      at(entry.at),
      entry.username ?? (entry.userId === null ? '' : `#${entry.userId}`),
      auditSentence(entry),
      entry.method,
      entry.route,
      entry.statusCode,
      entry.entity,
      entry.entityId,
      entry.event,
      entry.ip,
      entry.peer,
      json(entry.before),
      json(entry.after),
    ]);
  }
}

/** `audit-log-2026-05-01.csv`, the company's day of the export. */
export function auditCsvName(timeZone: string, now = new Date()): string {
  return `audit-log-${new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)}.csv`;
}
