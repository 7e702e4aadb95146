// Deep pages of the tracker's archive by position (core/db/lists.ts `seekByTimeAndId`, docs/tracker.md
// "Lists and the archive"): last closed first, ties on the closing time broken by id, the rows OFFSET
// gives; a report passing the archive delay while someone pages through shifts none of their next pages.
import { bugEndpoints as bugs } from '@backoffice/contract/modules/bug-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { BUG_ALL, lookupId } from './testing/helpers.js';

let t: TestApp;
let lead: TestUser;
let fixed: number;

beforeAll(async () => {
  t = await createTestApp({ env: { BUG_REPORT_ARCHIVE_DAYS: '14' } });
  lead = await t.createUser({ scopes: BUG_ALL });
  fixed = await lookupId(t, 'bug', 'status', 'Fixed');
});
afterAll(() => t.close());

/** Reports titled `word …`, closed at these times (long past the delay); ids last closed first, as OFFSET orders. */
async function closedAt(word: string, times: string[]): Promise<number[]> {
  for (const [i, at] of times.entries()) {
    await t.database.pool.query(
      `INSERT INTO bug_reports (kind, title, status_id, closed_at) VALUES ('bug', $1, $2, $3)`,
      [`${word} ${i}`, fixed, at],
    );
  }
  const { rows } = await t.database.pool.query(
    `SELECT id FROM bug_reports WHERE title LIKE $1 ORDER BY closed_at DESC, id DESC`,
    [`${word} %`],
  );
  return rows.map((r: { id: number }) => r.id);
}

const page = (word: string, n: number, take = 3) =>
  t.callOk(lead, bugs.archive, { query: { 'filters[text]': word, page: n, take } as never });
const ids = (reply: { items: { id: number }[] }) => reply.items.map((r) => r.id);

describe('the archive’s deep pages', () => {
  it('gives every page the rows OFFSET gives: walked, asked again, jumped to, past the end', async () => {
    const order = await closedAt('Walnut', [
      '2026-01-10 10:00:00.000600+00',
      '2026-01-10 10:00:00.000200+00',
      '2026-01-09 09:00:00+00',
      '2026-01-09 09:00:00+00',
      '2026-01-09 09:00:00+00',
      '2026-01-09 09:00:00+00',
      '2026-01-08 08:00:00.000002+00',
      '2026-01-08 08:00:00.000001+00',
      '2026-01-08 08:00:00.000003+00',
      '2026-01-07 08:00:00+00',
      '2026-01-06 08:00:00+00',
    ]);
    const slice = (n: number, take = 3) => order.slice((n - 1) * take, n * take);
    for (const n of [1, 2, 3, 4]) expect(ids(await page('Walnut', n)), `page ${n}`).toEqual(slice(n));
    for (const n of [3, 2, 4, 5]) expect(ids(await page('Walnut', n)), `page ${n} again`).toEqual(slice(n));
    expect(ids(await page('Walnut', 1, 2))).toEqual(slice(1, 2));
    expect(ids(await page('Walnut', 5, 2))).toEqual(slice(5, 2));
    expect(await page('Walnut', 2)).toMatchObject({ total: 11, totalCapped: false, page: 2, take: 3 });
    // Sorted first closed first: the same pages reversed, ties by id ascending.
    const oldest = [...order].reverse();
    for (const n of [1, 2, 4, 3, 4]) {
      const reply = await t.callOk(lead, bugs.archive, {
        query: { 'filters[text]': 'Walnut', page: n, take: 3, sortBy: 'closedAt', direction: 'ASC' } as never,
      });
      expect(ids(reply), `oldest first, page ${n}`).toEqual(oldest.slice((n - 1) * 3, n * 3));
    }
  });

  it('lets a report entering the archive at the top shift no page of a reader paging on', async () => {
    const order = await closedAt('Hazel', [
      '2026-01-10 10:00:00+00',
      '2026-01-10 10:00:00+00',
      '2026-01-10 10:00:00+00',
      '2026-01-10 10:00:00+00',
      '2026-01-09 10:00:00.5+00',
      '2026-01-09 10:00:00.25+00',
      '2026-01-08 10:00:00+00',
    ]);
    expect(ids(await page('Hazel', 1))).toEqual(order.slice(0, 3));
    const [added] = await closedAt('Hazel new', ['2026-02-01 10:00:00+00']);
    // By OFFSET, page 2 would now start with page 1's last row.
    expect(ids(await page('Hazel', 2))).toEqual(order.slice(3, 6));
    expect(ids(await page('Hazel', 3))).toEqual(order.slice(6, 7));
    const first = await page('Hazel', 1);
    expect(ids(first)).toEqual([added, ...order.slice(0, 2)]);
    expect(first.total).toBe(8);
  });
});
