// The audit log's filters (docs/system.md "Audit log filters"): each one narrows, days are read in
// the company time zone with `to` included, bad values are a 400 naming the field.
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import type { QueryInput } from '../../test/typed-calls.js';
import { insertAuditRows, startAuditApp, TZ } from './testing/audit-app.js';

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  ({ t, reader } = await startAuditApp());
});
afterAll(() => t.close());

type Query = QueryInput<typeof system.auditLog>;

async function idsOf(query: Query): Promise<number[]> {
  const reply = await t.callOk(reader, system.auditLog, { query: { take: 100, ...query } });
  return reply.items.map((entry) => entry.id);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('audit log filters', () => {
  it('narrows by user, entity and action, each alone and together', async () => {
    const [created, updated, patched, deleted, otherUser, otherEntity, refused, failed] = await insertAuditRows(t, [
      { at: '2026-05-01T10:00:00Z', userId: 9001, method: 'POST', entity: 'widget' },
      { at: '2026-05-01T10:01:00Z', userId: 9001, method: 'PUT', entity: 'widget' },
      { at: '2026-05-01T10:02:00Z', userId: 9001, method: 'PATCH', entity: 'widget' },
      { at: '2026-05-01T10:03:00Z', userId: 9001, method: 'DELETE', entity: 'widget' },
      { at: '2026-05-01T10:04:00Z', userId: 9002, method: 'DELETE', entity: 'widget' },
      { at: '2026-05-01T10:05:00Z', userId: 9001, method: 'DELETE', entity: 'gadget' },
      // Security events carry their request's method; `action=create` must not count them as changes.
      { at: '2026-05-01T10:06:00Z', userId: 9001, method: 'POST', event: 'access.refused' },
      { at: '2026-05-01T10:07:00Z', userId: 9001, method: 'POST', event: 'sign-in.failed' },
    ]);
    const mine = [created, updated, patched, deleted, otherEntity, refused, failed];

    expect(sorted(await idsOf({ userId: 9001 }))).toEqual(sorted(mine));
    expect(sorted(await idsOf({ entity: 'widget' }))).toEqual(sorted([created, updated, patched, deleted, otherUser]));
    expect(await idsOf({ userId: 9001, entity: 'widget', action: 'create' })).toEqual([created]);
    expect(await idsOf({ userId: 9001, entity: 'widget', action: 'update' })).toEqual([patched, updated]);
    expect(await idsOf({ userId: 9001, action: 'delete' })).toEqual([otherEntity, deleted]);
    expect(await idsOf({ entity: 'widget', action: 'delete' })).toEqual([otherUser, deleted]);
    expect(await idsOf({ userId: 9001, action: 'change' })).toEqual([otherEntity, deleted, patched, updated, created]);
    expect(await idsOf({ userId: 9001, action: 'security' })).toEqual([failed, refused]);
    expect(await idsOf({ userId: 9001, action: 'sign-in.failed' })).toEqual([failed]);
    expect(await idsOf({ userId: 9001, action: 'token.expired' })).toEqual([]);
    // The older `kind` and `event` still narrow, and combine with `action`.
    expect(await idsOf({ userId: 9001, kind: 'security' })).toEqual([failed, refused]);
    expect(await idsOf({ userId: 9001, kind: 'changes', action: 'security' })).toEqual([]);
    expect(await idsOf({ userId: 9001, event: 'access.refused' })).toEqual([refused]);
  });

  it('reads days in the company time zone, `to` included, across a change to summer time', async () => {
    const user = 9100;
    // Berlin: CET (+01:00) until 2026-03-29 02:00, then CEST (+02:00).
    const [before, firstInstant, lastInstant, after] = await insertAuditRows(t, [
      { at: '2026-03-28T22:59:59.999Z', userId: user }, // 28 Mar 23:59:59.999 in Berlin
      { at: '2026-03-28T23:00:00Z', userId: user }, // 29 Mar 00:00 in Berlin
      { at: '2026-03-29T21:59:59.999Z', userId: user }, // 29 Mar 23:59:59.999 in Berlin (CEST)
      { at: '2026-03-29T22:00:00Z', userId: user }, // 30 Mar 00:00 in Berlin
    ]);

    expect(await idsOf({ userId: user, from: '2026-03-29', to: '2026-03-29' })).toEqual([lastInstant, firstInstant]);
    expect(await idsOf({ userId: user, from: '2026-03-29' })).toEqual([after, lastInstant, firstInstant]);
    expect(await idsOf({ userId: user, to: '2026-03-28' })).toEqual([before]);
    expect(await idsOf({ userId: user, from: '2026-03-28', to: '2026-03-30' })).toEqual([
      after,
      lastInstant,
      firstInstant,
      before,
    ]);
    expect(await idsOf({ userId: user, from: '2026-03-31' })).toEqual([]);

    const reply = await t.callOk(reader, system.auditLog, { query: { userId: user, from: '2026-03-29' } });
    expect(reply.timeZone).toBe(TZ);
    expect(reply.total).toBe(3);
  });

  it('orders a date range by time, newest first, even where ids were handed out in another order', async () => {
    const user = 9200;
    // A long transaction's row: written last (highest id) but stamped earliest.
    const [middle, newest, oldest] = await insertAuditRows(t, [
      { at: '2026-06-10T12:00:00Z', userId: user },
      { at: '2026-06-10T13:00:00Z', userId: user },
      { at: '2026-06-10T11:00:00Z', userId: user },
    ]);
    expect(await idsOf({ userId: user, from: '2026-06-10', to: '2026-06-10' })).toEqual([newest, middle, oldest]);
  });

  it('refuses bad values with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ['from=29.03.2026', 'from'],
      ['to=2026-3-1', 'to'],
      ['to=0000-01-01', 'to'],
      ['from=1899-12-31', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'from'],
      ['action=made-up', 'action'],
      ['userId=abc', 'userId'],
    ];
    for (const [rawQuery, field] of cases) {
      const res = await t.call(reader, system.auditLog, { rawQuery });
      expect(res.statusCode, rawQuery).toBe(400);
      const body = res.json() as { code: string; details: { field: string; message: string }[] };
      expect(body.code, rawQuery).toBe('VALIDATION_FAILED');
      expect(
        body.details.map((d) => d.field),
        rawQuery,
      ).toEqual([`querystring.${field}`]);
    }
    const reversed = await t.call(reader, system.auditLog, { rawQuery: 'from=2026-03-02&to=2026-03-01' });
    expect(reversed.json().message).toBe('querystring.from: must be on or before `to`');
    // One day is a range of its own.
    expect(
      (await t.call(reader, system.auditLog, { query: { from: '2026-03-01', to: '2026-03-01' } })).statusCode,
    ).toBe(200);
  });

  it('answers a page past the end with no items, whatever its number', async () => {
    const reply = await t.callOk(reader, system.auditLog, { query: { page: 10 ** 12 } });
    expect(reply.items).toEqual([]);
  });
});

describe('audit log entities', () => {
  it('lists each entity name once, in alphabetical order', async () => {
    await insertAuditRows(t, [
      { at: '2026-05-02T10:00:00Z', entity: 'zeppelin' },
      { at: '2026-05-02T10:00:00Z', entity: 'zeppelin' },
      { at: '2026-05-02T10:00:00Z', entity: 'anvil' },
    ]);
    const { items } = await t.callOk(reader, system.auditEntities);
    expect(items).toEqual([...new Set(items)].sort());
    expect(items).toEqual(expect.arrayContaining(['anvil', 'zeppelin']));
    expect(items).not.toContain(null);
  });

  it('needs audit:log:read', async () => {
    const plain = await t.createUser();
    expect((await t.call(plain, system.auditEntities)).statusCode).toBe(403);
  });
});
