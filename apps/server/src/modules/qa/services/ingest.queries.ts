// The ingestion's statements the query builder cannot write as fast (measured: bench/ingestion.ts,
// docs/performance.md "Ingestion"). A batch's rows of one table go to the database as ONE JSON parameter,
// read back by json_to_recordset, in one multi-row INSERT: the builder's `insert().values()` makes one
// parameter per value (30,000 for 500 chats of ten messages) and building that statement cost more
// JavaScript time than the database took to write the rows. Tables and columns are the schema's objects.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database.js';

/** A row by the table's property names (`chatId`, `sentAt`), as `insert().values()` takes it. */
export type Row = Record<string, unknown>;

/** The transcript or thread is searched in its first this many characters (a tsvector holds at most 1 MB). */
export const SEARCH_CHARS = 100_000;

export type KeptRow = {
  id: number;
  externalId: string;
  /** The INSERT made it (false: it was there and is updated). */
  inserted: boolean;
};

/**
 * The rows as one JSON text. JSON.stringify writes a lone surrogate (half of a character cut in two) as
 * the escape `\udXXX`, which PostgreSQL refuses to turn into text; a string sent as a parameter has it
 * replaced by U+FFFD on its way to UTF-8, and so does this.
 */
export function rowsJson(rows: Row[]): string {
  const json = JSON.stringify(rows);
  return json.includes('\\ud') ? json.replace(/(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi, '$1\\ufffd') : json;
}

/**
 * The columns of `table` named by `keys`: json_to_recordset's record type, the INSERT's list and the
 * SELECT's. A key naming no column is left out (as `insert().values()` does).
 */
function recordOf(table: PgTable, keys: string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const picked = keys.flatMap((key) => {
    const column = columns[key];
    return column ? [{ key: sql.identifier(key), column }] : [];
  });
  return {
    type: sql.join(
      picked.map(({ key, column }) => sql`${key} ${sql.raw(column.getSQLType())}`),
      sql`, `,
    ),
    into: sql.join(
      picked.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    ),
    from: sql.join(
      picked.map(({ key }) => sql`x.${key}`),
      sql`, `,
    ),
    columns: picked.map(({ column }) => column),
  };
}

/**
 * The conversations of `table` among `externalIds` that are already kept: their ids and the hash of what was
 * last written (null before it was kept), locked until the batch's transaction ends so that no other batch
 * changes them between this read and the writes. The ids go as one JSON parameter (500 of them).
 */
export async function keptConversations(
  db: Executor,
  table: PgTable & { id: PgColumn; externalId: PgColumn; contentHash: PgColumn },
  externalIds: string[],
): Promise<{ id: number; externalId: string; contentHash: string | null }[]> {
  if (!externalIds.length) return [];
  const result = await db.execute<{ id: number; externalId: string; contentHash: string | null }>(sql`
    SELECT ${table.id} AS "id", ${table.externalId} AS "externalId", ${table.contentHash} AS "contentHash"
      FROM ${table}
     WHERE ${table.externalId} IN (SELECT json_array_elements_text(${JSON.stringify(externalIds)}::json))
       FOR UPDATE`);
  return result.rows;
}

/**
 * Inserts `rows` (all with the same keys) in one statement. With `key` (the columns of a unique index), a row
 * whose key is taken updates the kept one in place — its id stays — and only where a value differs (a row as
 * kept is not written again); a row with no column beside its key is left as it is when kept.
 */
export async function insertRows(db: Executor, table: PgTable, rows: Row[], key?: PgColumn[]): Promise<void> {
  if (!rows.length) return;
  const record = recordOf(table, Object.keys(rows[0]!));
  const values = record.columns.filter((c) => !key?.includes(c));
  const name = (c: PgColumn) => sql.identifier(c.name);
  const list = (columns: PgColumn[], prefix: SQL) =>
    sql.join(
      columns.map((c) => sql`${prefix}${name(c)}`),
      sql`, `,
    );
  const conflict = !key
    ? sql``
    : !values.length
      ? sql`ON CONFLICT (${list(key, sql``)}) DO NOTHING`
      : sql`ON CONFLICT (${list(key, sql``)}) DO UPDATE SET ${sql.join(
          values.map((c) => sql`${name(c)} = excluded.${name(c)}`),
          sql`, `,
        )}
        WHERE (${list(values, sql`${table}.`)}) IS DISTINCT FROM (${list(values, sql`excluded.`)})`;
  await db.execute(sql`
    INSERT INTO ${table} (${record.into})
    SELECT ${record.from} FROM json_to_recordset(${rowsJson(rows)}::json) AS x(${record.type})
    ${conflict}`);
}

/** A column named with its table, for statements that join a JSON record set. */
const column = (table: PgTable, c: PgColumn) => sql`${table}.${sql.identifier(c.name)}`;

/**
 * Deletes the lines of `table` (messages or replies) of the `kept` conversations at a place at or beyond
 * each one's `count` of lines sent. One statement, the conversations as one JSON parameter.
 */
export async function deleteLinesBeyond(
  db: Executor,
  table: PgTable,
  parent: PgColumn,
  position: PgColumn,
  kept: { id: number; count: number }[],
): Promise<void> {
  if (!kept.length) return;
  await db.execute(sql`
    DELETE FROM ${table}
     USING json_to_recordset(${JSON.stringify(kept)}::json) AS x(id int, count int)
     WHERE ${column(table, parent)} = x.id AND ${column(table, position)} >= x.count`);
}

/**
 * Deletes the agents of `table` of the `kept` conversations whose `user` is not among each one's `users`
 * (those sent). One statement, the conversations as one JSON parameter.
 */
export async function deleteAgentsNotNamed(
  db: Executor,
  table: PgTable,
  parent: PgColumn,
  user: PgColumn,
  kept: { id: number; users: number[] }[],
): Promise<void> {
  if (!kept.length) return;
  await db.execute(sql`
    DELETE FROM ${table}
     USING json_to_recordset(${JSON.stringify(kept)}::json) AS x(id int, users int[])
     WHERE ${column(table, parent)} = x.id AND NOT (${column(table, user)} = ANY (x.users))`);
}

/**
 * Inserts conversations or updates the ones whose external id is taken (every field sent takes the new
 * value), with their full-text document, in one statement. Each row holds `transcript`: its messages'
 * or replies' text joined by spaces (null without any), of which the first SEARCH_CHARS characters go
 * into the document after the values of `searched`.
 */
export async function upsertConversations(
  db: Executor,
  table: PgTable & { id: PgColumn; externalId: PgColumn; search: PgColumn; updatedAt: PgColumn },
  rows: (Row & { externalId: string; transcript: string | null })[],
  searched: string[],
): Promise<KeptRow[]> {
  const record = recordOf(
    table,
    Object.keys(rows[0]!).filter((key) => key !== 'transcript'),
  );
  const x = (key: string): SQL => sql`x.${sql.identifier(key)}`;
  const document = sql`to_tsvector('english', concat_ws(' ', ${sql.join(searched.map(x), sql`, `)}, left(x.transcript, ${SEARCH_CHARS})))`;
  const search = sql.identifier(table.search.name);
  const updatedAt = sql.identifier(table.updatedAt.name);
  const set = sql.join(
    [
      ...record.columns.filter((c) => c !== table.externalId).map((c) => c.name),
      table.search.name,
      table.updatedAt.name,
    ].map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute<KeptRow>(sql`
    INSERT INTO ${table} (${record.into}, ${search}, ${updatedAt})
    SELECT ${record.from}, ${document}, now()
      FROM json_to_recordset(${rowsJson(rows)}::json) AS x(${record.type}, transcript text)
    ON CONFLICT (${sql.identifier(table.externalId.name)}) DO UPDATE SET ${set}
    RETURNING ${table.id} AS "id", ${table.externalId} AS "externalId", (xmax = 0) AS "inserted"`);
  return result.rows;
}
