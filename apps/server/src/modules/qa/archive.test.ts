// The archive (docs/qa.md "The archive and search"): reviews with their chats, deleted ones shown as
// such unless left out, sorted by the whitelist, searched in full text. Its own department per rule.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import type { QueryInput } from '../../test/typed-calls.js';
import { chat, emailOf, grades, ingestChats, type QaApp, qaApp, REVIEWER } from './testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let agentEmail: string;
let n = 0;

/** A chat of the department reviewed by ann with these grades. */
async function reviewed(department: string, text: string, pairs: Parameters<typeof grades>[0]) {
  const externalId = `a-${++n}`;
  const ids = await ingestChats(app, [chat(externalId, '2026-10-01T09:00:00Z', text, agentEmail, { department })]);
  return app.t.callOk(ann, qa.createChatReview, {
    body: { chatId: ids[externalId]!, data: { scores: grades(pairs) } },
  });
}
const archive = (query: QueryInput<typeof qa.chatArchive> = {}) => app.t.callOk(ann, qa.chatArchive, { query });

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('the chat archive', () => {
  it('shows a deleted review as deleted, its chat waiting again', async () => {
    const review = await reviewed('deleted', 'Hi', [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    await app.t.callOk(ann, qa.deleteChatReview, { params: { id: review.id } });
    const row = (await archive({ department: 'deleted' })).items.find((i) => i.review.id === review.id)!;
    expect(row.review.deletedAt).not.toBeNull();
    expect(row.chat.queueState).toBe('waiting');
  });

  it('leaves deleted reviews out when asked', async () => {
    const review = await reviewed('without', 'Hi', [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    await app.t.callOk(ann, qa.deleteChatReview, { params: { id: review.id } });
    const without = await archive({ department: 'without', deleted: 'without' });
    expect(without.items.map((i) => i.review.id)).not.toContain(review.id);
  });

  it('sorts by score either way', async () => {
    for (const grade of [app.poor, app.excellent, app.good]) {
      await reviewed('scores', 'Hi', [
        [app.greeting, grade],
        [app.accuracy, grade],
      ]);
    }
    const ascending = (await archive({ department: 'scores', sortBy: 'score', direction: 'ASC' })).items.map(
      (i) => i.review.score,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.length).toBeGreaterThan(0);
    const descending = (await archive({ department: 'scores', sortBy: 'score', direction: 'DESC' })).items.map(
      (i) => i.review.score,
    );
    expect(descending).toEqual([...ascending].reverse());
  });

  it('lists the newest review first by default, whatever the direction', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await reviewed('newest', 'Hi', [
          [app.greeting, app.good],
          [app.accuracy, app.good],
        ]),
      );
    }
    const newest = made.map((r) => r.id).reverse();
    expect((await archive({ department: 'newest' })).items.map((i) => i.review.id)).toEqual(newest);
    expect((await archive({ department: 'newest', direction: 'ASC' })).items.map((i) => i.review.id)).toEqual(newest);
  });

  it('pages with a stable order and a total', async () => {
    for (let i = 0; i < 3; i++) {
      await reviewed('paged', 'Hi', [
        [app.greeting, app.good],
        [app.accuracy, app.good],
      ]);
    }
    const [one, two] = [
      await archive({ department: 'paged', take: 2 }),
      await archive({ department: 'paged', take: 2, page: 2 }),
    ];
    expect(one).toMatchObject({ total: 3, totalCapped: false, page: 1, take: 2 });
    expect([...one.items, ...two.items].map((i) => i.review.id)).toEqual(
      (await archive({ department: 'paged' })).items.map((i) => i.review.id),
    );
  });

  it('finds words of a transcript in full text, stemmed', async () => {
    const review = await reviewed('search', 'My certificates expired yesterday', [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    // "certificate" finds "certificates" (English stemming).
    const found = await archive({ search: 'certificate' });
    expect(found.items.map((i) => i.chat.id)).toEqual([review.conversationId]);
  });

  it('finds nothing for words no transcript holds', async () => {
    expect((await archive({ search: 'nothing-like-this' })).items).toEqual([]);
  });

  it('refuses a direction other than ASC or DESC', async () => {
    const bad = await app.t.call(ann, qa.chatArchive, { rawQuery: 'direction=UP' } as never);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the departments the filters offer', () => {
  it('lists each kind’s departments once, by name, leaving out conversations without one', async () => {
    await ingestChats(app, [
      chat('dept-1', '2026-10-02T09:00:00Z', 'Hi', agentEmail, { department: 'Sales' }),
      chat('dept-2', '2026-10-02T09:00:00Z', 'Hi', agentEmail, { department: 'Billing' }),
      chat('dept-3', '2026-10-02T09:00:00Z', 'Hi', agentEmail, { department: 'Sales' }),
      chat('dept-4', '2026-10-02T09:00:00Z', 'Hi', agentEmail, { department: '' }),
    ]);
    const { chat: chats, ticket } = await app.t.callOk(ann, qa.listQaDepartments, {});
    expect(chats).toEqual([...chats].sort());
    expect(chats.filter((d) => d === 'Sales')).toHaveLength(1);
    expect(chats).toEqual(expect.arrayContaining(['Billing', 'Sales']));
    expect(chats).not.toContain('');
    expect(ticket).not.toContain('Billing');
  });

  it('is for QC people: anyone holding a QC scope, nobody else', async () => {
    const agent = await app.t.createUser({ scopes: ['qa:feedback:read'] });
    expect((await app.t.call(agent, qa.listQaDepartments, {})).statusCode).toBe(200);
    const outsider = await app.t.createUser({ scopes: ['dns:zone:read'] });
    expect((await app.t.call(outsider, qa.listQaDepartments, {})).statusCode).toBe(403);
  });
});

// Deep pages of the default order by position (core/db/lists.ts `seekByTimeAndId`, docs/qa.md "The archive
// and search"): the rows OFFSET gives, ties on the review time broken by id, a fraction of a millisecond
// telling reviews apart, and a review made while someone pages through shifting none of their next pages.
describe('the chat archive’s deep pages', () => {
  /** Reviews of `department`, their times set (ties, microseconds); the ids newest first as OFFSET orders them. */
  async function reviewedAt(department: string, times: string[], prefix = department): Promise<number[]> {
    const ids = await ingestChats(
      app,
      times.map((_, i) => chat(`${prefix}-${i}`, '2026-10-01T09:00:00Z', 'Hi', agentEmail, { department })),
    );
    for (const [i, at] of times.entries()) {
      const review = await app.t.callOk(ann, qa.createChatReview, {
        body: {
          chatId: ids[`${prefix}-${i}`]!,
          data: {
            scores: grades([
              [app.greeting, app.good],
              [app.accuracy, app.good],
            ]),
          },
        },
      });
      await app.t.database.pool.query('UPDATE qa_reviews SET created_at = $2 WHERE id = $1', [review.id, at]);
    }
    const { rows } = await app.t.database.pool.query(
      `SELECT r.id FROM qa_reviews r JOIN qa_chats c ON c.id = r.chat_id
        WHERE c.department = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [department],
    );
    return rows.map((r: { id: number }) => r.id);
  }
  const ids = (page: { items: { review: { id: number } }[] }) => page.items.map((i) => i.review.id);

  it('gives every page the rows OFFSET gives, walked, asked again, jumped to; a new review shifts no page', async () => {
    const order = await reviewedAt('deep', [
      '2026-10-02 10:00:00.000700+00',
      '2026-10-02 10:00:00.000300+00',
      '2026-10-02 09:00:00+00',
      '2026-10-02 09:00:00+00',
      '2026-10-02 09:00:00+00',
      '2026-10-02 09:00:00+00',
      '2026-10-01 08:00:00.000002+00',
      '2026-10-01 08:00:00.000001+00',
      '2026-10-01 08:00:00.000003+00',
      '2026-09-30 08:00:00+00',
      '2026-09-29 08:00:00+00',
    ]);
    const page = (n: number) => archive({ department: 'deep', take: 3, page: n });
    for (const n of [1, 2, 3, 4]) expect(ids(await page(n)), `page ${n}`).toEqual(order.slice((n - 1) * 3, n * 3));
    for (const n of [3, 2, 4, 5])
      expect(ids(await page(n)), `page ${n} again`).toEqual(order.slice((n - 1) * 3, n * 3));
    // Jumped to from page 1 of another take.
    expect(ids(await archive({ department: 'deep', take: 2 }))).toEqual(order.slice(0, 2));
    expect(ids(await archive({ department: 'deep', take: 2, page: 5 }))).toEqual(order.slice(8, 10));
    // A review made now is the newest: by OFFSET it would push page 1's last row onto page 2.
    const [added] = await reviewedAt('deep', ['2026-10-03 10:00:00+00'], 'deep-new');
    expect(ids(await page(2))).toEqual(order.slice(3, 6));
    expect(ids(await page(3))).toEqual(order.slice(6, 9));
    const first = await page(1);
    expect(ids(first)).toEqual([added, ...order.slice(0, 2)]);
    expect(first.total).toBe(12);
  });

  it('answers each filter value its own rows, page 1 and pages found by position, from statements built once', async () => {
    // Two departments at the same instants: the same positions pick other rows in each.
    const times = [
      '2026-10-05 10:00:00.000400+00',
      '2026-10-05 10:00:00.000200+00',
      '2026-10-05 09:00:00+00',
      '2026-10-05 09:00:00+00',
      '2026-10-04 09:00:00+00',
      '2026-10-04 08:00:00.000001+00',
      '2026-10-03 08:00:00+00',
    ];
    const east = await reviewedAt('prep-east', times);
    const west = await reviewedAt('prep-west', [...times, '2026-10-06 08:00:00+00']);
    const page = (department: string, n: number, query: QueryInput<typeof qa.chatArchive> = {}) =>
      archive({ department, take: 2, page: n, ...query });
    for (const n of [1, 2, 3, 2, 4, 3, 1]) {
      expect(ids(await page('prep-east', n)), `east, page ${n}`).toEqual(east.slice((n - 1) * 2, n * 2));
      expect(ids(await page('prep-west', n)), `west, page ${n}`).toEqual(west.slice((n - 1) * 2, n * 2));
    }
    expect((await page('prep-east', 2)).total).toBe(7);
    expect((await page('prep-west', 2)).total).toBe(8);
    // Another filter present (its own statement), then the first set of filters again.
    const scored = await page('prep-west', 1, { scoreMin: 0, reviewerId: ann.id });
    expect(ids(scored)).toEqual(west.slice(0, 2));
    expect(ids(await page('prep-west', 1, { scoreMin: 0, reviewerId: 2_000_000_000 }))).toEqual([]);
    expect(ids(await page('prep-east', 3))).toEqual(east.slice(4, 6));
    // Sorted by review time oldest first: found by position in that order too.
    const oldest = [...east].reverse();
    for (const n of [1, 2, 3, 2])
      expect(ids(await page('prep-east', n, { sortBy: 'reviewedAt', direction: 'ASC' })), `oldest, page ${n}`).toEqual(
        oldest.slice((n - 1) * 2, n * 2),
      );
  });
});
