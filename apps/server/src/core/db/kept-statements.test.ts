import { eq, sql } from 'drizzle-orm';
import { alias, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { keptStatement, rowMapper, statementName } from './kept-statements.js';

const owners = pgTable('test_kept_owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
const things = pgTable('test_kept_things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: integer('owner_id'),
  checkerId: integer('checker_id'),
  done: boolean('done').notNull(),
  facts: jsonb('facts').$type<{ size: number }>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
const checker = alias(owners, 'checker');

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.pool.query('CREATE TABLE test_kept_owners (id serial PRIMARY KEY, name text NOT NULL)');
  await database.pool.query(`CREATE TABLE test_kept_things (id serial PRIMARY KEY, name text NOT NULL,
    owner_id int, checker_id int, done boolean NOT NULL, facts jsonb, at timestamptz NOT NULL)`);
  await database.pool.query("INSERT INTO test_kept_owners (name) VALUES ('Ada'), ('Bo')");
  await database.pool.query(`INSERT INTO test_kept_things (name, owner_id, checker_id, done, facts, at) VALUES
    ('owned and checked', 1, 2, true, '{"size": 3}', '2026-11-28 10:00:00.123456+00'),
    ('owned', 2, NULL, false, NULL, '2026-01-01 00:00:00+00'),
    ('nobody''s', NULL, NULL, false, '{"size": 0}', '1999-12-31 23:59:59+00')`);
});
afterAll(() => database.dispose());

/** Selects of every kind the mapper must map as drizzle does, each with its values. */
const selects = () => {
  const db = database.db;
  const where = eq(things.done, sql.placeholder('done'));
  return {
    'a table whole': db.select().from(things).where(where).orderBy(things.id),
    'nested objects, left joins that find nothing, an alias, sql with a decoder': db
      .select({
        thing: { id: things.id, name: things.name, at: things.at, facts: things.facts },
        owner: { id: owners.id, name: owners.name },
        checker: { id: checker.id, name: checker.name },
        size: sql<number>`(${things.facts}->>'size')::int`.mapWith(Number),
        label: sql<string>`upper(${things.name})`,
      })
      .from(things)
      .leftJoin(owners, eq(owners.id, things.ownerId))
      .leftJoin(checker, eq(checker.id, things.checkerId))
      .where(sql`${things.done} = ${sql.placeholder('done')} OR NOT ${sql.placeholder('done')}`)
      .orderBy(things.id),
    'an object of two tables (never made null)': db
      .select({ mixed: { owner: owners.name, thing: things.name }, id: things.id })
      .from(things)
      .leftJoin(owners, eq(owners.id, things.ownerId))
      .where(sql`${sql.placeholder('done')}::boolean IS NOT NULL`)
      .orderBy(things.id),
  };
};

const cases = [
  'a table whole',
  'nested objects, left joins that find nothing, an alias, sql with a decoder',
  'an object of two tables (never made null)',
] as const;

describe('rowMapper', () => {
  for (const [name, keepPlan] of cases.flatMap((c) => [[c, false] as const, [c, true] as const])) {
    it(`maps rows as drizzle does: ${name}${keepPlan ? ', named' : ''}`, async () => {
      for (const done of [true, false]) {
        // Two builds of the same select: drizzle maps one, the kept statement the other.
        const drizzles = await selects()[name].prepare('').execute({ done });
        const kept = await keptStatement(selects()[name].prepare(''), { keepPlan }).execute({ done });
        expect(kept).toEqual(drizzles);
        expect(kept.length).toBeGreaterThan(0);
      }
    });
  }

  it('makes an object null when its left-joined table found nothing, and only then', async () => {
    const rows = (await keptStatement(
      selects()['nested objects, left joins that find nothing, an alias, sql with a decoder'].prepare(''),
      { keepPlan: false },
    ).execute({ done: false })) as { owner: unknown; checker: unknown; thing: { at: unknown } }[];
    expect(rows.map((r) => [r.owner, r.checker])).toEqual([
      [
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Bo' },
      ],
      [{ id: 2, name: 'Bo' }, null],
      [null, null],
    ]);
    expect(rows[0]!.thing.at).toEqual(new Date('2026-11-28T10:00:00.123Z'));
  });

  it('refuses a field that would set the prototype', () => {
    expect(() => rowMapper([{ path: ['__proto__'], field: things.id }])).toThrow(/__proto__/);
  });
});

describe('keptStatement', () => {
  /**
   * The names of the statements prepared on the connection a lookup ran on (twice), and the lookup's name.
   * Each test looks up with its own `offset`, so its text is its own (the embedded database has one connection).
   */
  const preparedAfter = (keepPlan: boolean, offset: number) =>
    database.db.transaction(async (tx) => {
      // One transaction: one connection, which a named statement is parsed on once and then found by name.
      const lookup = keptStatement(
        tx
          .select()
          .from(owners)
          .where(eq(owners.id, sql`${sql.placeholder('id')}::int + ${sql.raw(String(offset))}`))
          .prepare(''),
        { keepPlan },
      );
      expect(await lookup.execute({ id: 1 - offset })).toEqual([{ id: 1, name: 'Ada' }]);
      expect(await lookup.execute({ id: 2 - offset })).toEqual([{ id: 2, name: 'Bo' }]);
      const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements`);
      return {
        names: rows.map((r) => r.name),
        name: statementName((lookup as unknown as { queryString: string }).queryString),
      };
    });

  it('with keepPlan, prepares a statement under a name made from its text, once per connection', async () => {
    const { names, name } = await preparedAfter(true, 10);
    expect(names).toContain(name);
  });

  it('without keepPlan, leaves the statement unnamed: planned with each run’s values', async () => {
    const { names, name } = await preparedAfter(false, 20);
    expect(names).not.toContain(name);
  });

  it('names two statements apart by their text, and one text alike wherever it was built', () => {
    const text = 'select "id" from "test_kept_owners" where "id" = $1';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).not.toBe(statementName(`${text} `));
    expect(statementName(text)).toMatch(/^k_[A-Za-z0-9_-]{32}$/);
  });
});

describe('keptStatement across connections', () => {
  it('runs again on a new connection to the same session (the embedded database keeps one session for all)', async () => {
    const lookup = keptStatement(
      database.db
        .select()
        .from(owners)
        .where(eq(owners.id, sql`${sql.placeholder('id')}::int + 30`))
        .prepare(''),
      { keepPlan: true },
    );
    expect(await lookup.execute({ id: -29 })).toEqual([{ id: 1, name: 'Ada' }]);
    // The pool closes a connection idle for 10 s; here it is closed at once, and the next query opens another.
    const client = await database.pool.connect();
    await new Promise<void>((closed) => {
      client.once('end', () => closed());
      client.release(true);
    });
    expect(await lookup.execute({ id: -28 })).toEqual([{ id: 2, name: 'Bo' }]);
  });
});
