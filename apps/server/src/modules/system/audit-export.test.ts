// The audit log's CSV export (docs/system.md "CSV export"): the list's filters, its order, personal
// values withheld as on screen, at most AUDIT_EXPORT_CAP rows, and only for audit:log:read.
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../core/csv.js';
import type { TestApp, TestUser } from '../../test/helpers.js';
import type { QueryInput } from '../../test/typed-calls.js';
import { insertAuditRows, startAuditApp, TZ } from './testing/audit-app.js';

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  ({ t, reader } = await startAuditApp());
});
afterAll(() => t.close());

/** RFC 4180 lines into cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

type Query = QueryInput<typeof system.exportAuditLog>;

async function exportCsv(query: Query): Promise<{ head: string[]; rows: Record<string, string>[] }> {
  const res = await t.call(reader, system.exportAuditLog, { query });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [head, ...lines] = parseCsv(res.body.slice(1));
  return {
    head: head!,
    rows: lines.map((cells) => Object.fromEntries(head!.map((name, i) => [name, cells[i] ?? '']))),
  };
}

const idsOf = async (query: Query) => (await exportCsv(query)).rows.map((r) => Number(r.id));

async function listIds(query: Query): Promise<number[]> {
  const reply = await t.callOk(reader, system.auditLog, { query: { take: 100, ...query } });
  return reply.items.map((entry) => entry.id);
}

describe('audit log CSV export', () => {
  it('needs audit:log:read', async () => {
    const plain = await t.createUser({ scopes: ['users:users:read'] });
    expect((await t.call(plain, system.exportAuditLog, { query: {} })).statusCode).toBe(403);
    expect((await t.call(null, system.exportAuditLog, { query: {} })).statusCode).toBe(401);
  });

  it('holds what the list shows for the same filters, in its order', async () => {
    const ids = await insertAuditRows(t, [
      { at: '2026-04-01T10:00:00Z', userId: 8001, method: 'POST', entity: 'widget', entityId: '1' },
      { at: '2026-04-01T10:01:00Z', userId: 8001, method: 'PATCH', entity: 'widget', entityId: '1' },
      { at: '2026-04-02T10:00:00Z', userId: 8001, method: 'DELETE', entity: 'gadget', entityId: '2' },
      { at: '2026-04-03T10:00:00Z', userId: 8002, method: 'DELETE', entity: 'widget', entityId: '1' },
      { at: '2026-04-03T11:00:00Z', userId: 8001, method: 'POST', event: 'access.refused' },
      // A long transaction's row: highest id, earliest time; a date range orders it last.
      { at: '2026-03-31T23:30:00Z', userId: 8001, method: 'PATCH', entity: 'widget', entityId: '1' },
    ]);
    const queries: Query[] = [
      { userId: 8001 },
      { userId: 8001, entity: 'widget' },
      { entity: 'widget', entityId: '1' },
      { userId: 8001, action: 'delete' },
      { userId: 8001, action: 'change' },
      { userId: 8001, action: 'security' },
      { userId: 8001, from: '2026-04-01', to: '2026-04-02' },
      { entity: 'widget', to: '2026-04-01' },
    ];
    for (const query of queries) {
      const listed = await listIds(query);
      expect(listed.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await idsOf(query), JSON.stringify(query)).toEqual(listed);
    }
    // The range is read in Berlin: 23:30 UTC on 31 March is 1 April there, and ordered by time.
    expect(await idsOf({ userId: 8001, from: '2026-04-01', to: '2026-04-01' })).toEqual([ids[1], ids[0], ids[5]]);
  });

  it('writes times in the company time zone, the sentence and the request, quoting what needs it', async () => {
    await insertAuditRows(t, [
      {
        at: '2026-07-01T08:00:00Z',
        userId: 8101,
        username: 'amara.okafor',
        method: 'PATCH',
        entity: 'role',
        entityId: '3',
        before: { name: 'Reviewer, senior', scopes: ['a:b:c'] },
        after: { name: 'Reviewer, senior', scopes: ['a:b:c', 'd:e:f', 'g:h:i'], note: 'say "hi"\nthere' },
      },
    ]);
    const { head, rows } = await exportCsv({ userId: 8101 });
    expect(head).toEqual(
      `id,time (${TZ}),user,summary,method,route,status,entity,entity id,event,ip,peer,before,after`.split(','),
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      [`time (${TZ})`]: '2026-07-01 10:00:00',
      user: 'amara.okafor',
      summary: 'amara.okafor changed role Reviewer, senior: +2 scopes, note',
      method: 'PATCH',
      route: '/api/test',
      status: '200',
      entity: 'role',
      'entity id': '3',
      ip: '10.0.0.1',
    });
    expect(JSON.parse(row!.after!)).toEqual({
      name: 'Reviewer, senior',
      scopes: ['a:b:c', 'd:e:f', 'g:h:i'],
      note: 'say "hi"\nthere',
    });
  });

  it('keeps a name a spreadsheet would run as a formula as text', async () => {
    await insertAuditRows(t, [
      { at: '2026-07-02T08:00:00Z', userId: 8201, username: '=HYPERLINK("http://x.test")', event: 'sign-in.failed' },
    ]);
    const { rows } = await exportCsv({ userId: 8201 });
    expect(rows[0]!.user).toBe(`'=HYPERLINK("http://x.test")`);
    expect(rows[0]!.summary).toBe('Sign-in failed for =HYPERLINK("http://x.test") from 10.0.0.1');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
  });

  it('withholds personal values as the list does, rows written before the fields were declared too', async () => {
    await insertAuditRows(t, [
      {
        at: '2026-07-03T08:00:00Z',
        userId: 8301,
        method: 'PATCH',
        entity: 'leave-request',
        entityId: '44',
        before: { reason: 'a private matter', days: 2 },
        after: { reason: 'another private matter', days: 3 },
      },
    ]);
    const res = await t.call(reader, system.exportAuditLog, { query: { userId: 8301 } });
    expect(res.body).not.toContain('private matter');
    const { rows } = await exportCsv({ userId: 8301 });
    expect(JSON.parse(rows[0]!.before!)).toEqual({ reason: '[personal]', days: 2 });
    expect(JSON.parse(rows[0]!.after!)).toEqual({ reason: '[personal: changed]', days: 3 });
    // The fields in the order the database keeps them (jsonb: shorter keys first).
    expect(rows[0]!.summary).toBe('user8301 changed leave request 44: days, reason');
    const listed = await t.callOk(reader, system.auditLog, { query: { userId: 8301 } });
    expect(listed.items[0]!.after).toEqual({ reason: '[personal: changed]', days: 3 });
  });

  it(`stops at ${system.AUDIT_EXPORT_CAP} rows, the newest`, async () => {
    const user = 8401;
    const count = system.AUDIT_EXPORT_CAP + 5;
    await t.database.pool.query(
      `INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code)
       SELECT TIMESTAMPTZ '2026-08-01T00:00:00Z' + n * INTERVAL '1 second', $1, 'bulk', 'PATCH', '/api/test', 'widget', n::text, 200
       FROM generate_series(1, $2::int) AS n`,
      [user, count],
    );
    const { rows } = await exportCsv({ userId: user });
    expect(rows).toHaveLength(system.AUDIT_EXPORT_CAP);
    expect(rows[0]!['entity id']).toBe(String(count));
    expect(rows.at(-1)!['entity id']).toBe(String(count - system.AUDIT_EXPORT_CAP + 1));
    // Under the cap, everything: the same filter on the last 3 seconds.
    expect((await exportCsv({ userId: user, entityId: '3' })).rows).toHaveLength(1);
  });

  it('refuses the filters the list refuses, naming the field', async () => {
    const res = await t.call(reader, system.exportAuditLog, { rawQuery: 'from=2026-03-02&to=2026-03-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('querystring.from: must be on or before `to`');
    expect((await t.call(reader, system.exportAuditLog, { rawQuery: 'action=made-up' })).statusCode).toBe(400);
  });
});
