// References to another module's records (core/references.ts): in the deleting transaction, `refuse`
// stops the deletion with a 409 naming the holders, `detach` clears the column; a failure of either
// keeps nothing. The real use (SSL certificates of a hosting website): ssl/website-references.test.ts.
import { eq } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/helpers.js';
import { AppError } from './errors.js';
import { defineServerModule } from './module.js';
import { collectReferences, type RecordKind, type RecordReference, releaseReferences } from './references.js';

const things = pgTable('ref_test_things', { id: serial('id').primaryKey(), name: text('name').notNull() });
const notes = pgTable('ref_test_notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  thingId: integer('thing_id'),
});
const pins = pgTable('ref_test_pins', { id: serial('id').primaryKey(), thingId: integer('thing_id').notNull() });

// A record kind no module of the repository declares.
const THING = 'owner.thing' as RecordKind;
const detachNotes: RecordReference = { to: THING, column: notes.thingId, onDelete: 'detach', holders: 'notes' };
const refusePins: RecordReference = { to: THING, column: pins.thingId, onDelete: 'refuse', holders: 'pins' };

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.pool.query(`
    CREATE TABLE ref_test_things (id serial PRIMARY KEY, name text NOT NULL);
    CREATE TABLE ref_test_notes (id serial PRIMARY KEY, title text NOT NULL, thing_id integer);
    CREATE TABLE ref_test_pins (id serial PRIMARY KEY, thing_id integer NOT NULL);`);
});
afterAll(() => database?.dispose());

/** The owner's deletion of a thing, releasing its references in its transaction. */
async function deleteThing(references: readonly RecordReference[], id: number) {
  const ctx = { references: collectReferences([{ name: 'holder', references }]) };
  await database.db.transaction(async (tx) => {
    await releaseReferences(ctx, tx, THING, id as never);
    await tx.delete(things).where(eq(things.id, id));
  });
}

async function newThing(name: string) {
  const [thing] = await database.db.insert(things).values({ name }).returning();
  return thing!.id;
}

describe('references to records of another module', () => {
  it('detach: the deletion clears the column of every holder, in its transaction', async () => {
    const id = await newThing('lamp');
    const other = await newThing('desk');
    await database.db.insert(notes).values([
      { title: 'a', thingId: id },
      { title: 'b', thingId: id },
      { title: 'c', thingId: other },
    ]);
    await deleteThing([detachNotes], id);
    const left = await database.db.select().from(notes).orderBy(notes.title);
    expect(left.map((n) => [n.title, n.thingId])).toEqual([
      ['a', null],
      ['b', null],
      ['c', other],
    ]);
    expect(await database.db.select().from(things).where(eq(things.id, id))).toEqual([]);
  });

  it('refuse: the deletion is a 409 naming how many hold it, and what they are when labelled; nothing changes', async () => {
    const id = await newThing('chair');
    await database.db.insert(pins).values([{ thingId: id }, { thingId: id }]);
    await database.db.insert(notes).values({ title: 'kept', thingId: id });
    const refused = deleteThing([detachNotes, refusePins], id);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Still in use by 2 pins: remove them or change them first',
    });
    expect(await database.db.select().from(things).where(eq(things.id, id))).toHaveLength(1);
    const [note] = await database.db.select().from(notes).where(eq(notes.title, 'kept'));
    expect(note!.thingId).toBe(id);

    const labelled: RecordReference = { ...detachNotes, onDelete: 'refuse', label: notes.title };
    await database.db.insert(notes).values([
      { title: 'x', thingId: id },
      { title: 'y', thingId: id },
      { title: 'z', thingId: id },
    ]);
    await expect(deleteThing([labelled], id)).rejects.toMatchObject({
      message: 'Still in use by 4 notes (kept, x, y, …): remove them or change them first',
    });
  });

  it('a failing reference fails the deletion: the record is kept', async () => {
    const id = await newThing('shelf');
    await database.db.insert(notes).values({ title: 'on the shelf', thingId: id });
    await database.pool.query(`
      CREATE FUNCTION ref_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'notes refuse to change'; END $$;
      CREATE TRIGGER ref_test_fail BEFORE UPDATE ON ref_test_notes FOR EACH ROW EXECUTE FUNCTION ref_test_fail();`);
    try {
      await expect(deleteThing([detachNotes], id)).rejects.toMatchObject({
        cause: { message: 'notes refuse to change' },
      });
    } finally {
      await database.pool.query('DROP TRIGGER ref_test_fail ON ref_test_notes; DROP FUNCTION ref_test_fail();');
    }
    expect(await database.db.select().from(things).where(eq(things.id, id))).toHaveLength(1);
  });

  it('are declared with a record kind of another module and, to detach, a nullable column', () => {
    const define = (references: RecordReference[]) => defineServerModule({ name: 'holder', handlers: [], references });
    expect(() => define([{ ...refusePins, onDelete: 'detach' }])).toThrow(
      "Module holder: thing_id refers to owner.thing with onDelete 'detach', so it must be nullable",
    );
    expect(() => define([{ ...detachNotes, to: 'holder.thing' as RecordKind }])).toThrow(
      'Module holder refers to its own holder.thing: use a foreign key',
    );
    expect(() => define([{ ...detachNotes, to: 'thing' as RecordKind }])).toThrow(
      'Module holder refers to "thing": a record kind is named <module>.<record>',
    );
    expect(() => define([detachNotes, refusePins])).not.toThrow();
  });
});
