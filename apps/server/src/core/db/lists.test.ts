import { asc, desc, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { emptyPage, type ListOrder, type ListQuery, paged } from './lists.js';

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

  it('answers an empty page past the end, with the total', async () => {
    expect(await list({ page: 9, take: 2 })).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('answers a list the caller may see nothing of as an empty page with nothing counted', () => {
    expect(emptyPage({ page: 3, take: 25 })).toEqual({ items: [], total: 0, totalCapped: false, page: 3, take: 25 });
  });
});
