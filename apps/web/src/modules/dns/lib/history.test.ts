import { describe, expect, it } from 'vitest';
import { describeHistoryEntry, recordLine } from './history';

const r = (name: string, type: string, content: string, priority: number | null = null) => ({
  id: 1,
  name,
  fqdn: `${name}.example.com`,
  type,
  ttl: 3600,
  content,
  priority,
});

describe('describeHistoryEntry', () => {
  it('reads a change list', () => {
    const line = describeHistoryEntry({
      method: 'PATCH',
      before: { serial: 2026010101, records: [r('www', 'A', '192.0.2.1')] },
      after: { serial: 2026010102, records: [r('@', 'MX', 'mail.example.com', 10), r('@', 'TXT', '"v=spf1 -all"')] },
    });
    expect(line.kind).toBe('records');
    expect(line.title).toBe('Added 2 records, deleted 1 record');
    expect(line.serial).toEqual({ from: 2026010101, to: 2026010102 });
    expect(line.added.map(recordLine)).toEqual(['@ 3600 MX 10 mail.example.com', '@ 3600 TXT "v=spf1 -all"']);
    expect(line.removed.map(recordLine)).toEqual(['www 3600 A 192.0.2.1']);
  });

  it('reads a delete-only list', () => {
    expect(
      describeHistoryEntry({
        method: 'PATCH',
        before: { serial: 1, records: [r('a', 'A', '192.0.2.3')] },
        after: { serial: 2, records: [] },
      }).title,
    ).toBe('Deleted 1 record');
  });

  it('reads zone creation, import, the admin-only flag and a push', () => {
    expect(
      describeHistoryEntry({ method: 'POST', before: null, after: { name: 'example.com', serial: 5 } }),
    ).toMatchObject({
      kind: 'created',
      title: 'Created the zone',
    });
    expect(
      describeHistoryEntry({ method: 'POST', before: null, after: { name: 'x', imported: true, recordCount: 7 } })
        .title,
    ).toBe('Imported from a zone file, 7 records');
    expect(
      describeHistoryEntry({ method: 'PATCH', before: { adminOnly: false }, after: { adminOnly: true } }).title,
    ).toBe('Made admin-only');
    expect(
      describeHistoryEntry({ method: 'PATCH', before: { adminOnly: true }, after: { adminOnly: false } }).title,
    ).toBe('No longer admin-only');
    expect(
      describeHistoryEntry({ method: 'POST', before: null, after: { pushed: true, state: 'in-sync' } }).title,
    ).toBe('Pushed to PowerDNS (in-sync)');
    expect(describeHistoryEntry({ method: 'PUT', before: 'odd', after: 3 }).kind).toBe('other');
  });
});
