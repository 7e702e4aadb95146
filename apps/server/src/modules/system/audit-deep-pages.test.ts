// Deep pages of the audit log by position rather than OFFSET (core/db/lists.ts `Seek`,
// docs/system.md "Deep pages"): the same rows as OFFSET gives, and a row added at the top while
// someone pages through shifts none of their next pages.
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import { insertAuditRows, startAuditApp } from './testing/audit-app.js';

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  ({ t, reader } = await startAuditApp());
});
afterAll(() => t.close());

async function seed(userId: number, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    at: new Date(Date.UTC(2026, 4, 1, 10, i)).toISOString(),
    userId,
  }));
  return [...(await insertAuditRows(t, rows))];
}

async function pageOf(userId: number, page: number, take = 10) {
  return t.callOk(reader, system.auditLog, { query: { userId, page, take } });
}

describe('audit log deep pages', () => {
  it('gives every page the rows OFFSET gives, walked in order, asked again, or jumped to', async () => {
    const ids = (await seed(9500, 65)).reverse();
    const expected = (page: number) => ids.slice((page - 1) * 10, page * 10);
    for (const page of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const reply = await pageOf(9500, page);
      expect(reply.items.map((e) => e.id)).toEqual(expected(page));
      expect(reply).toMatchObject({ page, take: 10, total: 65, totalCapped: false });
    }
    // Asked again (from the remembered start), backwards, and past the end.
    for (const page of [4, 3, 7, 2, 9])
      expect((await pageOf(9500, page)).items.map((e) => e.id)).toEqual(expected(page));
    // Another take is another query: its pages are its own.
    expect((await pageOf(9500, 3, 20)).items.map((e) => e.id)).toEqual(ids.slice(40, 60));
  });

  it('lets a row added at the top shift no page of a reader paging through; page 1 shows it at once', async () => {
    const ids = (await seed(9600, 30)).reverse();
    expect((await pageOf(9600, 1)).items.map((e) => e.id)).toEqual(ids.slice(0, 10));
    const [added] = await insertAuditRows(t, [{ at: '2026-06-01T10:00:00Z', userId: 9600 }]);
    // By OFFSET, page 2 would now start with the last row of the page just read.
    expect((await pageOf(9600, 2)).items.map((e) => e.id)).toEqual(ids.slice(10, 20));
    expect((await pageOf(9600, 3)).items.map((e) => e.id)).toEqual(ids.slice(20, 30));
    const first = await pageOf(9600, 1);
    expect(first.items.map((e) => e.id)).toEqual([added, ...ids.slice(0, 9)]);
    expect(first.total).toBe(31);
  });
});
