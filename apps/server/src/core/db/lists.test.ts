import { asc, desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import {
  countCappedOnce,
  emptyPage,
  exactTime,
  inTransaction,
  type ListOrder,
  type ListQuery,
  paged,
  placeholderFilters,
  preparedOnce,
  seekByTimeAndId,
} from './lists.js';

const fruits = pgTable('test_paged_fruits', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ctx.pool.query(
    'CREATE TABLE test_paged_fruits (id serial PRIMARY KEY, name text NOT NULL, rank int NOT NULL)',
  );
  await t.app.ctx.pool.query(
    'CREATE TABLE test_seek_events (id serial PRIMARY KEY, at timestamptz NOT NULL, tag text NOT NULL)',
  );
  await t.app.ctx.db
    .insert(fruits)
    .values(['pear', 'apple', 'fig', 'kiwi', 'plum'].map((name, i) => ({ name, rank: i % 2 })));
});
afterAll(() => t.close());

/** A page of the fruits' names in `order`. */
const pagedFruits = <K extends string>(q: ListQuery<K>, order: ListOrder<K>) =>
  paged(t.app.ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      t.app.ctx.db
        .select()
        .from(fruits)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: t.app.ctx.db.select({ one: sql`1` }).from(fruits),
    order,
    shape: (rows) => rows.map((r) => r.name),
  });

const list = (q: { page: number; take: number; sortBy?: string; direction?: 'ASC' | 'DESC' }) =>
  pagedFruits(q, {
    columns: { rank: fruits.rank, name: fruits.name },
    fallback: [asc(fruits.name)],
    tiebreak: fruits.id,
  });

describe('paged', () => {
  it('answers the page in the default order with the counted total', async () => {
    expect(await list({ page: 2, take: 2 })).toEqual({
      items: ['kiwi', 'pear'],
      total: 5,
      totalCapped: false,
      page: 2,
      take: 2,
    });
  });

  it('sorts by a whitelisted column, ties broken by id in the same direction', async () => {
    expect((await list({ page: 1, take: 5, sortBy: 'rank', direction: 'ASC' })).items).toEqual([
      'pear',
      'fig',
      'plum',
      'apple',
      'kiwi',
    ]);
    expect((await list({ page: 1, take: 5, sortBy: 'rank', direction: 'DESC' })).items).toEqual([
      'kiwi',
      'apple',
      'plum',
      'fig',
      'pear',
    ]);
  });

  it('sorts by the default for a column it does not list', async () => {
    expect((await list({ page: 1, take: 5, sortBy: 'constructor' })).items).toEqual([
      'apple',
      'fig',
      'kiwi',
      'pear',
      'plum',
    ]);
  });

  it('breaks ties of the default order in the tiebreak direction it is given (newest first)', async () => {
    const byRank = (tiebreakDirection?: 'ASC' | 'DESC') =>
      pagedFruits({ page: 1, take: 5 }, { fallback: [desc(fruits.rank)], tiebreak: fruits.id, tiebreakDirection });
    expect((await byRank('DESC')).items).toEqual(['kiwi', 'apple', 'plum', 'fig', 'pear']);
    expect((await byRank()).items).toEqual(['apple', 'kiwi', 'pear', 'fig', 'plum']);
  });

  it('answers the same pages from statements prepared once (PreparedList), each request with its values and sort', async () => {
    const prepared = (q: { page: number; take: number; sortBy?: string; direction?: 'ASC' | 'DESC' }, rank: number) =>
      paged(t.app.ctx.db, q, {
        prepared: {
          key: 'test-fruits-by-rank',
          values: { rank },
          rows: (orderBy) =>
            t.app.ctx.db
              .select()
              .from(fruits)
              .where(sql`${fruits.rank} = ${sql.placeholder('rank')}`)
              .orderBy(...orderBy),
          count: () =>
            t.app.ctx.db
              .select({ one: sql`1` })
              .from(fruits)
              .where(sql`${fruits.rank} = ${sql.placeholder('rank')}`),
        },
        order: { columns: { name: fruits.name }, fallback: [asc(fruits.name)], tiebreak: fruits.id },
        shape: (rows) => rows.map((r) => r.name),
      });
    for (let round = 0; round < 2; round++) {
      expect(await prepared({ page: 1, take: 2 }, 0)).toEqual({
        items: ['fig', 'pear'],
        total: 3,
        totalCapped: false,
        page: 1,
        take: 2,
      });
      expect((await prepared({ page: 2, take: 2 }, 0)).items).toEqual(['plum']);
      expect((await prepared({ page: 1, take: 5 }, 1)).items).toEqual(['apple', 'kiwi']);
      expect((await prepared({ page: 1, take: 5, sortBy: 'name', direction: 'DESC' }, 0)).items).toEqual([
        'plum',
        'pear',
        'fig',
      ]);
      expect((await prepared({ page: 1, take: 5 }, 1)).total).toBe(2);
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await list({ page: 9, take: 2 })).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('answers a list the caller may see nothing of as an empty page with nothing counted', () => {
    expect(emptyPage({ page: 3, take: 25 })).toEqual({ items: [], total: 0, totalCapped: false, page: 3, take: 25 });
  });
});

// Deep pages by (timestamp, id) (lists.ts `seekByTimeAndId`, the archives' order): the rows OFFSET gives,
// with ties on the timestamp and timestamps a fraction of a millisecond apart across page boundaries.
const events = pgTable('test_seek_events', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  tag: text('tag').notNull(),
});

/**
 * 23 events of `tag`: groups of rows at the very same instant (ties broken by id) and instants within
 * one millisecond (a JavaScript date would make them equal), inserted out of order.
 */
async function seed(tag: string): Promise<void> {
  const ats = [
    '2026-05-01 10:00:00.000001+00',
    '2026-05-01 10:00:00.000999+00',
    '2026-05-01 10:00:00.000500+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-05-01 09:00:00+00',
    '2026-04-30 23:59:59.999998+00',
    '2026-04-30 23:59:59.999999+00',
    '2026-04-30 23:59:59.999997+00',
    '2026-04-30 12:00:00.000123+00',
    '2026-04-30 12:00:00.000123+00',
    '2026-04-30 12:00:00.000124+00',
    '2026-04-30 12:00:00.000122+00',
    '2026-04-29 08:00:00+00',
    '2026-04-29 08:00:00.5+00',
    '2026-04-28 08:00:00+00',
    '2026-04-28 08:00:00+00',
    '2026-04-27 08:00:00+00',
    '2026-04-26 08:00:00+00',
  ];
  for (const at of ats) await t.app.ctx.pool.query('INSERT INTO test_seek_events (at, tag) VALUES ($1, $2)', [at, tag]);
}

/** The ids of `tag`'s events in the order, all of them (what OFFSET pages are slices of). */
async function idsInOrder(tag: string, direction: 'ASC' | 'DESC'): Promise<number[]> {
  const { rows } = await t.app.ctx.pool.query(
    `SELECT id FROM test_seek_events WHERE tag = $1 ORDER BY at ${direction}, id ${direction}`,
    [tag],
  );
  return rows.map((r: { id: number }) => r.id);
}

/** How a list is given to `paged`: built per request (`rows`, `count`), or prepared once (`PreparedList`). */
type Way = 'built' | 'prepared';

const pageOf = (way: Way, tag: string, page: number, take: number, direction: 'ASC' | 'DESC' = 'DESC') => {
  const by = direction === 'DESC' ? desc : asc;
  const seek = seekByTimeAndId(
    `test-events\u0000${way}\u0000${tag}\u0000${take}`,
    { at: events.at, id: events.id, direction },
    (row: { id: number; at: string }) => [row.at, row.id],
  );
  const order = { fallback: [by(events.at)], tiebreak: events.id, tiebreakDirection: direction };
  const shape = (rows: { id: number }[]) => rows.map((r) => r.id);
  const select = () => t.app.ctx.db.select({ id: events.id, at: exactTime(events.at) }).from(events);
  if (way === 'prepared') {
    // The tag as a placeholder: one statement for every tag (and one each for a page found by position).
    const where = sql`${events.tag} = ${sql.placeholder('tag')}`;
    return paged(
      t.app.ctx.db,
      { page, take },
      {
        prepared: {
          key: `test-events\u0000${direction}`,
          values: { tag },
          rows: (orderBy, at) =>
            select()
              .where(at ? sql`${where} AND ${at}` : where)
              .orderBy(...orderBy),
          count: () => t.app.ctx.db.select({ one: sql`1` }).from(events).where(where),
          seek,
        },
        order,
        shape,
      },
    );
  }
  const where = sql`${events.tag} = ${tag}`;
  return paged(
    t.app.ctx.db,
    { page, take },
    {
      rows: ({ orderBy, limit, offset, seek }) =>
        select()
          .where(seek ? sql`${where} AND ${seek}` : where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: t.app.ctx.db.select({ one: sql`1` }).from(events).where(where),
      order,
      seek,
      shape,
    },
  );
};

describe.each(['built', 'prepared'] as const)('paged by position in a (timestamp, id) order, %s', (way) => {
  const eventPage = (tag: string, page: number, take: number, direction?: 'ASC' | 'DESC') =>
    pageOf(way, `${way}-${tag}`, page, take, direction);
  const seedEvents = (tag: string) => seed(`${way}-${tag}`);
  const orderOf = (tag: string, direction: 'ASC' | 'DESC') => idsInOrder(`${way}-${tag}`, direction);

  it('gives every page the rows OFFSET gives: walked in order, asked again, jumped to, backwards, past the end', async () => {
    await seedEvents('walk');
    const ids = await orderOf('walk', 'DESC');
    const expected = (page: number) => ids.slice((page - 1) * 4, page * 4);
    for (const page of [1, 2, 3, 4, 5, 6])
      expect((await eventPage('walk', page, 4)).items, `page ${page}`).toEqual(expected(page));
    for (const page of [3, 6, 2, 4, 5, 7, 9])
      expect((await eventPage('walk', page, 4)).items, `page ${page} again`).toEqual(expected(page));
    expect(await eventPage('walk', 4, 4)).toMatchObject({ total: 23, totalCapped: false, page: 4, take: 4 });
  });

  it('jumps from the nearest page read before, skipping only the pages between', async () => {
    await seedEvents('jump');
    const ids = await orderOf('jump', 'DESC');
    expect((await eventPage('jump', 1, 3)).items).toEqual(ids.slice(0, 3));
    expect((await eventPage('jump', 5, 3)).items).toEqual(ids.slice(12, 15));
    expect((await eventPage('jump', 7, 3)).items).toEqual(ids.slice(18, 21));
    expect((await eventPage('jump', 6, 3)).items).toEqual(ids.slice(15, 18));
  });

  it('lets a row added at the top shift no page of a reader paging on; page 1 shows it at once', async () => {
    await seedEvents('top');
    const ids = await orderOf('top', 'DESC');
    expect((await eventPage('top', 1, 5)).items).toEqual(ids.slice(0, 5));
    expect((await eventPage('top', 2, 5)).items).toEqual(ids.slice(5, 10));
    // Newer than all, and one at the instant of page 2's first row (a later id: first of that instant, on page 1).
    const { rows } = await t.app.ctx.pool.query(
      `INSERT INTO test_seek_events (at, tag) VALUES ('2026-06-01 10:00:00+00', $1), ('2026-05-01 09:00:00+00', $1) RETURNING id`,
      [`${way}-top`],
    );
    // By OFFSET, page 2 would now start two rows earlier.
    expect((await eventPage('top', 2, 5)).items).toEqual(ids.slice(5, 10));
    expect((await eventPage('top', 3, 5)).items).toEqual(ids.slice(10, 15));
    const first = await eventPage('top', 1, 5);
    expect(first.items).toEqual([rows[0].id, ...ids.slice(0, 3), rows[1].id]);
    expect(first.total).toBe(25);
  });

  it('gives two filter values read in turn each their own rows, page 1 and pages found by position', async () => {
    await seedEvents('one');
    await seedEvents('two');
    // Rows of 'two' at the very instants of 'one', and a few newer: the same positions pick other rows.
    await t.app.ctx.pool.query(
      `INSERT INTO test_seek_events (at, tag) VALUES ('2026-07-01 10:00:00+00', $1), ('2026-07-01 09:00:00+00', $1)`,
      [`${way}-two`],
    );
    const one = await orderOf('one', 'DESC');
    const two = await orderOf('two', 'DESC');
    for (const page of [1, 2, 3, 2, 5, 4, 6, 1]) {
      expect((await eventPage('one', page, 4)).items, `one, page ${page}`).toEqual(one.slice((page - 1) * 4, page * 4));
      expect((await eventPage('two', page, 4)).items, `two, page ${page}`).toEqual(two.slice((page - 1) * 4, page * 4));
    }
    expect((await eventPage('one', 3, 4)).total).toBe(23);
    expect((await eventPage('two', 3, 4)).total).toBe(25);
  });

  it('pages oldest first the same way', async () => {
    await seedEvents('oldest');
    const ids = await orderOf('oldest', 'ASC');
    for (const page of [1, 2, 3, 5, 4, 6, 2])
      expect((await eventPage('oldest', page, 4, 'ASC')).items, `page ${page}`).toEqual(
        ids.slice((page - 1) * 4, page * 4),
      );
  });
});

describe('placeholderFilters', () => {
  it('lets a statement keep its plan only when every filter present is an equality or a kept value', () => {
    const equalities = placeholderFilters();
    equalities.equals('rank', 1, fruits.rank);
    equalities.equals('name', 'fig', fruits.name);
    expect(equalities.done()).toMatchObject({ key: 'rank,name', values: { rank: 1, name: 'fig' }, keepPlan: true });
    expect(placeholderFilters().done().keepPlan).toBe(true);

    const pattern = placeholderFilters();
    pattern.equals('rank', 1, fruits.rank);
    pattern.add('search', '%i%', sql`${fruits.name} ILIKE ${sql.placeholder('search')}`);
    expect(pattern.done()).toMatchObject({ key: 'rank,search', keepPlan: false });

    const bound = placeholderFilters();
    bound.add('rank', 1, sql`${fruits.rank} >= ${bound.bind('rank', 1)}`);
    expect(bound.done().keepPlan).toBe(false);

    const kept = placeholderFilters();
    const rank = kept.kept('rank', 1);
    expect(rank).toEqual(sql.placeholder('rank'));
    expect(kept.done()).toMatchObject({ key: 'rank', values: { rank: 1 }, keepPlan: true });
    kept.bind('name', 'fig');
    expect(kept.done()).toMatchObject({ key: 'rank,name', keepPlan: false });
  });

  it('answers the rows an equality filter asks for, value by value, from one statement', async () => {
    const byRank = (rank: number) => {
      const { equals, done } = placeholderFilters();
      equals('rank', rank, fruits.rank);
      const { key, where, values, keepPlan } = done();
      return paged(
        t.app.ctx.db,
        { page: 1, take: 10 },
        {
          prepared: {
            key: `fruits\u0000${key}`,
            values,
            keepPlan,
            rows: (orderBy) =>
              t.app.ctx.db
                .select()
                .from(fruits)
                .where(where)
                .orderBy(...orderBy),
            count: () => t.app.ctx.db.select({ one: sql`1` }).from(fruits).where(where),
          },
          order: { fallback: [asc(fruits.name)], tiebreak: fruits.id },
          shape: (rows) => rows.map((r) => r.name),
        },
      );
    };
    for (let round = 0; round < 4; round++) {
      expect((await byRank(0)).items).toEqual(['fig', 'pear', 'plum']);
      expect((await byRank(1)).items).toEqual(['apple', 'kiwi']);
    }
  });
});

describe('statements built once', () => {
  it('runs one built on the database inside a transaction: seen there, rolled back with it', async () => {
    const db = t.app.ctx.db;
    const add = preparedOnce(db, 'test.fruits.add', () =>
      db
        .insert(fruits)
        .values({ name: sql.placeholder('name'), rank: 9 })
        .returning({ name: fruits.name })
        .prepare(''),
    );
    const named = (name: string) => eq(fruits.name, name);
    await expect(
      db.transaction(async (tx) => {
        expect(await inTransaction(add, tx).execute({ name: 'quince' })).toEqual([{ name: 'quince' }]);
        expect(await tx.select({ name: fruits.name }).from(fruits).where(named('quince'))).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.select().from(fruits).where(named('quince'))).toEqual([]);
    expect(() => inTransaction(add, {})).toThrow(TypeError);
  });

  it('counts a selection built once with each call’s values', async () => {
    const db = t.app.ctx.db;
    const ofRank = (rank: number) =>
      countCappedOnce(
        db,
        'test.fruits.count',
        () =>
          db
            .select({ one: sql`1` })
            .from(fruits)
            .where(eq(fruits.rank, sql.placeholder('rank'))),
        { rank },
      );
    for (let round = 0; round < 2; round++) {
      expect(await ofRank(0)).toEqual({ total: 3, totalCapped: false });
      expect(await ofRank(1)).toEqual({ total: 2, totalCapped: false });
      expect(await ofRank(7)).toEqual({ total: 0, totalCapped: false });
    }
  });
});
