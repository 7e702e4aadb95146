// Statements built once (`PreparedList`, `preparedOnce` in lists.ts) kept further (docs/architecture.md
// "Lists", docs/performance.md "Kept statements"):
// - by us, each select: its rows are mapped by a function made once for its fields. drizzle maps each row
//   afresh, finding each column's decoder again (`is()` walking the field's prototype chain, up to four
//   times a column) and walking its path with an iterator: 80 µs for a page of 25 leave requests, now 11;
// - by the database, a statement whose best plan does not depend on its values (`keepPlan`: equalities on
//   keys): a named prepared statement, parsed once per connection, and after five runs PostgreSQL may keep
//   one generic plan when it costs no more than planning afresh (`plan_cache_mode` auto): a page of a
//   person's leave spent 0.27 ms planning for 0.12 ms of execution. Not for a text pattern or a range: a
//   kept plan for a name search ran 8× slower than planning each search with its pattern.
import { createHash } from 'node:crypto';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as drizzle orders it: where it goes in the row object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle's prepared statement for node-postgres carries (internal fields of `NodePgPreparedQuery`). */
interface DrizzleStatement {
  queryString?: string;
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The field's decoder, as drizzle's `mapResultRow` finds it (a column decodes itself). */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (value: unknown) => (value as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * The mapping drizzle's `mapResultRow` does, as one function for these fields: values decoded by their
 * column (or `sql<T>`'s decoder), nested objects for `{ file: { id, name } }`, and a left-joined object
 * whose first column is null, all of whose columns come from one table that may be missing, is `null`
 * — drizzle's rule, to the letter (kept-statements.test.ts holds the two equal).
 */
export function rowMapper(fields: readonly SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const paths = fields.map(({ path }) => path);
  // The object is written as a literal below, where this key would set its prototype.
  if (paths.some((path) => path.includes('__proto__'))) throw new Error('A selected field may not be called __proto__');
  // Objects that become null when their table was not joined: [key, index of their first column].
  const nullable: [string, number][] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { first: number; table: string; oneTable: boolean }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { first: index, table, oneTable: true });
      else if (seen.table !== table) seen.oneTable = false;
    });
    for (const [key, { first, table, oneTable }] of objects) {
      if (oneTable && !joinsNotNullableMap[table]) nullable.push([key, first]);
    }
  }
  // The row's object as one literal, in drizzle's shape and key order:
  // `{ "row": { "id": value(0), … }, "userName": value(17), "file": { "id": value(23), … } }`.
  const tree: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    let node = tree;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1)!] = index;
  });
  const value = (i: number) => `(row[${i}] === null ? null : decoders[${i}].mapFromDriverValue(row[${i}]))`;
  const literal = (node: Record<string, unknown>): string =>
    `{ ${Object.entries(node)
      .map(
        ([key, at]) =>
          `${JSON.stringify(key)}: ${typeof at === 'number' ? value(at) : literal(at as Record<string, unknown>)}`,
      )
      .join(', ')} }`;
  const nullifying = nullable.map(([key, first]) => {
    const object = `result[${JSON.stringify(key)}]`;
    return `if (${object}[${JSON.stringify(paths[first]![1])}] === null) ${object} = null;`;
  });
  const mapRow = new Function(
    'decoders',
    `return (row) => { const result = ${literal(tree)}; ${nullifying.join(' ')} return result; };`,
  )(decoders) as (row: readonly unknown[]) => Record<string, unknown>;
  return (rows: readonly (readonly unknown[])[]) => rows.map(mapRow);
}

/**
 * The name a statement is prepared under: from its text, so one name is always one text (node-postgres
 * refuses a name given again with another text on a connection) and the same statement built again
 * (another database object, a list's keys cleared) is parsed no more on a connection that has it.
 */
export const statementName = (text: string) =>
  `k_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;

/**
 * Keeps a statement built once (drizzle's prepared statement, its values only through placeholders): a
 * select with the row mapper made for its fields, and with `keepPlan` named by its text, so the database
 * parses it once per connection and may keep its plan. Anything else (a statement not of drizzle's
 * node-postgres driver) is returned as it is.
 */
export function keptStatement<T extends object>(statement: T, { keepPlan }: { keepPlan: boolean }): T {
  const prepared = statement as T & DrizzleStatement;
  if (keepPlan && typeof prepared.queryString === 'string' && prepared.queryConfig && prepared.rawQueryConfig) {
    const name = statementName(prepared.queryString);
    prepared.queryConfig.name = name;
    prepared.rawQueryConfig.name = name;
  }
  if (prepared.fields && !prepared.customResultMapper) {
    prepared.customResultMapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap) as (
      rows: unknown[][],
    ) => unknown;
  }
  return statement;
}
