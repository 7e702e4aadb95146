// List replies (docs/architecture.md "Conventions"): `{ items, total, totalCapped, page, take }` with the total counted
// up to COUNT_CAP rows only, so a page never costs a full count of a large table; and the search
// pattern every list's `search` uses.
import { COUNT_CAP } from '@backoffice/contract';
import { type AnyColumn, and, asc, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { keptStatement, statementName } from './kept-statements.js';

export interface PageParams {
  page: number;
  take: number;
}

/** Pages past any real list are empty, not an error (a huge page number stays a valid OFFSET). */
const MAX_OFFSET = 1_000_000_000;

export function offsetOf(q: PageParams): number {
  return Math.min((q.page - 1) * q.take, MAX_OFFSET);
}

/** Totals at least this large are remembered for a few seconds (see `rememberedCount`). */
const LARGE_COUNT = 1_000;
const REMEMBER_MS = 10_000;
const remembered = new WeakMap<object, Map<string, { counted: number; at: number }>>();

/**
 * Counting even a capped 10,001 rows costs more than the page itself (docs/performance.md), so a
 * large total is reused for 10 s per query and database. Small totals are always counted live: a
 * list of a few hundred rows must show the row just added; a total in the thousands may lag briefly.
 */
export async function rememberedCount(owner: object, key: string, count: () => Promise<number>): Promise<number> {
  let byKey = remembered.get(owner);
  if (!byKey) {
    byKey = new Map();
    remembered.set(owner, byKey);
  }
  const hit = byKey.get(key);
  const now = Date.now();
  if (hit && now - hit.at < REMEMBER_MS) return hit.counted;
  const counted = await count();
  if (counted >= LARGE_COUNT) {
    if (byKey.size >= 1_000) byKey.clear();
    byKey.set(key, { counted, at: now });
  } else {
    byKey.delete(key);
  }
  return counted;
}

export function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
}

const dialect = new PgDialect();

function cappedCount(query: SQLWrapper): SQL {
  return sql`SELECT count(*) AS n FROM (${query} LIMIT ${COUNT_CAP + 1}) AS capped`;
}

/** The database or a transaction, as `paged` and `countCapped` use it. */
export type ListDb = Pick<Db, 'execute' | '_'>;

/**
 * Counts the rows of a select (without LIMIT/OFFSET of its own), stopping at COUNT_CAP + 1. The
 * statement is built once: its text and parameters are the remembered count's key, and the same
 * built statement is sent (`db.execute` would build it again, a third of the count's CPU).
 */
export async function countCapped(db: ListDb, query: SQLWrapper): Promise<{ total: number; totalCapped: boolean }> {
  const compiled = dialect.sqlToQuery(cappedCount(query));
  const counted = await rememberedCount(db, `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`, async () => {
    const { rows } = (await db._.session.prepareQuery(compiled, undefined, undefined, false).execute()) as {
      rows: { n: number | string }[];
    };
    return Number(rows[0]?.n ?? 0);
  });
  return cappedTotal(counted);
}

/**
 * `countCapped` of a selection built once per database and `key` (`preparedOnce`): its values only through
 * placeholders, given in `values`. The remembered count's key is the statement's text and those values.
 */
export async function countCappedOnce(
  db: ListDb,
  key: string,
  query: () => SQLWrapper,
  values: Record<string, unknown>,
): Promise<{ total: number; totalCapped: boolean }> {
  const byKey = mapOf(countsOf, db);
  let found = byKey.get(key);
  if (!found) {
    found = preparedCount(db, query(), false);
    if (byKey.size >= 1_000) byKey.clear();
    byKey.set(key, found);
  }
  return cappedTotal(await countWith(db, found, values));
}

const countsOf = new WeakMap<object, Map<string, PreparedCount>>();

/** `owner`'s map in `store`, made on first use (what is kept per database: statements, counts). */
function mapOf<V>(store: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = store.get(owner);
  if (!map) {
    map = new Map();
    store.set(owner, map);
  }
  return map;
}

/** The capped count of `query`, built once: its text (the remembered count's key) and its statement. */
function preparedCount(db: ListDb, query: SQLWrapper, keepPlan: boolean): PreparedCount {
  const compiled = dialect.sqlToQuery(cappedCount(query));
  const count = db._.session.prepareQuery(compiled, undefined, keepPlan ? statementName(compiled.sql) : '', false);
  return { text: compiled.sql, execute: (values) => count.execute(values) };
}

/** A count built once, run with `values` or remembered (`rememberedCount`). */
function countWith(db: ListDb, count: PreparedCount, values: Record<string, unknown>): Promise<number> {
  return rememberedCount(db, `${count.text}\u0000${JSON.stringify(values)}`, async () => {
    const { rows } = (await count.execute(values)) as { rows: { n: number | string }[] };
    return Number(rows[0]?.n ?? 0);
  });
}

/** A select to which `paged` adds LIMIT and OFFSET as placeholders, then prepares (`PreparedList`). */
interface Preparable<Row> {
  limit(limit: Placeholder): {
    offset(offset: Placeholder): {
      prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
    };
  };
}

/**
 * A list whose statements are built once per database, shape and order, then run with the values of
 * their placeholders (`sql.placeholder(name)`): drizzle builds the SQL text of a select (~0.1 ms of CPU
 * a request, docs/performance.md "Fixed cost per request") and of its count only the first time. On the
 * wire nothing changes (unnamed statements: PostgreSQL parses and plans each run as before).
 */
export interface PreparedList<Row, P = number | string> {
  /** Which statement this is: the list and which of its filters are present (their values are not part of it). */
  key: string;
  /** The placeholders' values (`limit` and `offset` are `paged`'s; a seek's are its own). */
  values: Record<string, unknown>;
  /**
   * The select with its WHERE, in `orderBy`; no LIMIT or OFFSET. Values only through placeholders: what is
   * built is kept. `seek`: the condition to add (AND) when the page is found by position, written with the
   * seek's placeholders (`Seek.placeholders`); a statement is kept for each of without, "at or after" and "after".
   */
  rows(orderBy: SQL[], seek?: SQL): Preparable<Row>;
  /** The same selection counted (`countCapped`), with the same placeholders. */
  count(): SQLWrapper;
  /** Deep pages by position (`Seek`), which must then give its condition as placeholders. */
  seek?: PlaceholderSeek<Row, P>;
  /**
   * The best plan is the same whatever the values (its filters are equalities, `placeholderFilters().equals`):
   * the statements are named, so the database parses them once per connection and may keep one plan
   * (core/db/kept-statements.ts). Decided by the filters present, so by `key`. Unset, each run is planned
   * with its values: a text pattern or a range can make another plan the best.
   */
  keepPlan?: boolean;
}

/**
 * A prepared list's filters (`PreparedList`): each present one adds its condition, written with
 * `sql.placeholder(name)`, and its value; `key` names those present, so one statement serves every value.
 * `keepPlan`: every filter present is an equality (`equals`), so the best plan does not depend on values.
 */
export function placeholderFilters() {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  const present: string[] = [];
  let keepPlan = true;
  const bind = <T>(name: string, value: T): Placeholder => {
    if (!Object.hasOwn(values, name)) present.push(name);
    values[name] = value;
    return sql.placeholder(name);
  };
  return {
    values,
    /** A condition of any kind (a pattern, a range): the statement is then planned with each run's values. */
    add(name: string, value: unknown, condition: SQL) {
      bind(name, value);
      conditions.push(condition);
      keepPlan = false;
    },
    /** `column = value`: a filter whose value does not change the best plan. */
    equals(name: string, value: unknown, column: AnyColumn) {
      conditions.push(eq(column, bind(name, value)));
    },
    /** The value's placeholder, for a condition written elsewhere (`Bind`): the filter counts as present. */
    bind: <T>(name: string, value: T): Placeholder => {
      keepPlan = false;
      return bind(name, value);
    },
    /**
     * As `bind`, for a value the best plan does not depend on (a kind of two, a setting's number of days in
     * an interval): the plan may still be kept.
     */
    kept: <T>(name: string, value: T): Placeholder => bind(name, value),
    /** Which filters are present (`key`), their WHERE (none when none), their values, and whether the plan may be kept. */
    done() {
      return { key: present.join(','), where: conditions.length ? and(...conditions) : undefined, values, keepPlan };
    },
  };
}

interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

interface PreparedCount {
  text: string;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** A prepared list's statements: its count, and its select without a seek (`''`), or with one from or after a position. */
interface PreparedStatements {
  count: PreparedCount;
  rows: Map<'' | 'from' | 'after', PreparedRows<unknown>>;
}

const preparedOf = new WeakMap<object, Map<string, PreparedStatements>>();

/** Where a page of a list with a seek starts: by OFFSET (`''`), at its first row's position or after a page's last. */
type SeekAt = '' | 'from' | 'after';

function preparedStatements<Row, P>(
  db: ListDb,
  key: string,
  list: PreparedList<Row, P>,
  orderBy: SQL[],
  at: SeekAt,
): { count: PreparedCount; rows: PreparedRows<Row> } {
  const byKey = mapOf(preparedOf, db);
  let found = byKey.get(key);
  if (!found) {
    found = { count: preparedCount(db, list.count(), list.keepPlan === true), rows: new Map() };
    if (byKey.size >= 1_000) byKey.clear();
    byKey.set(key, found);
  }
  let rows = found.rows.get(at);
  if (!rows) {
    const seek = at ? list.seek!.placeholders.condition(at === 'from') : undefined;
    // Named only with `keepPlan`; else the database parses and plans each run with its values, as it did.
    rows = keptStatement(
      list.rows(orderBy, seek).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(''),
      { keepPlan: list.keepPlan === true },
    );
    found.rows.set(at, rows);
  }
  return { count: found.count, rows: rows as PreparedRows<Row> };
}

const onceOf = new WeakMap<object, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();

/**
 * A statement built once per database (or transaction) and `key`, then run with its placeholders' values:
 * what `PreparedList` does for a page, for the reads that follow it (a page's agents, tags, names, by ids as
 * one array placeholder: `anyOfIds(column)` with `idsLiteral`). `build` must give
 * the same statement for the same key: its values only through placeholders. `keepPlan`: its best plan is the
 * same whatever the values (a row by its key): named, parsed once per connection, its plan may be kept
 * (`PreparedList.keepPlan`).
 */
export function preparedOnce<T>(
  db: object,
  key: string,
  build: () => { execute(values?: Record<string, unknown>): Promise<T> },
  options: { keepPlan?: boolean } = {},
): { execute(values?: Record<string, unknown>): Promise<T> } {
  const byKey = mapOf(onceOf, db);
  let found = byKey.get(key);
  if (!found) {
    found = keptStatement(build(), { keepPlan: options.keepPlan === true });
    if (byKey.size >= 1_000) byKey.clear();
    byKey.set(key, found);
  }
  return found as { execute(values?: Record<string, unknown>): Promise<T> };
}

/**
 * A statement built once on the database (`preparedOnce`), run inside the transaction `tx`: on the
 * transaction's connection, the statement itself shared (its text, its row mapper, its name).
 */
export function inTransaction<T extends object>(statement: T, tx: object): T {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new TypeError('Not a transaction of the node-postgres driver');
  return Object.create(statement, { client: { value: client } }) as T;
}

/** A list's reply (docs/architecture.md "Conventions"). */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  take: number;
}

/** How long where a page began and ended is remembered (`Seek`). */
const ANCHOR_MS = 30_000;
const anchorsOf = new WeakMap<
  object,
  Map<string, { at: number; pages: Map<number, { first: unknown; last: unknown }> }>
>();

/**
 * Deep pages without OFFSET's cost, behind the same `page` (docs/architecture.md "Conventions"):
 * where each page of a query began and ended (its first and last row's position in the order) is
 * remembered for 30 s. Page N asked again starts at its remembered first row; page N + 1 right
 * after its last row; another page after the nearest remembered page before it, skipping only the
 * pages in between. Page 1 is always read from the top. A page's rows are those it had when the
 * query's first page of the 30 s was read: a row added meanwhile at the top shifts no page (as a
 * reader paging through wants), and after 30 s the pages are read afresh.
 *
 * A position is one value for a list ordered by one unique column (the audit log's id), or a
 * timestamp and an id for a list ordered by time then id (the archives: `seekByTimeAndId`).
 */
export interface Seek<Row, P = number | string> {
  /** The query apart from its page: filters, order and take (two queries alike share positions). */
  key: string;
  /** A row's position in the order. */
  positionOf(row: Row): P;
  /** The rows at or after (`from`) or after a position in the order. */
  after(position: P, from: boolean): SQL;
  /**
   * Pages are found by position in the list's default order, and also when it is sorted by this
   * column in this direction (a list whose default is a sort of the contract, as the tracker's archive).
   */
  sorted?: { by: string; direction: 'ASC' | 'DESC' };
  /**
   * `after` written with placeholders, for a prepared list (`PreparedList.seek`): the condition, whose text
   * differs only by `from`, and a position's values for its placeholders.
   */
  placeholders?: { condition(from: boolean): SQL; values(position: P): Record<string, unknown> };
}

/** A `Seek` that also gives its condition as placeholders (a prepared list's). */
export type PlaceholderSeek<Row, P> = Seek<Row, P> & Required<Pick<Seek<Row, P>, 'placeholders'>>;

/**
 * A timestamp as PostgreSQL writes it, microseconds and offset included, to select as a row's
 * position: a JavaScript date keeps milliseconds only, so two rows 0.4 ms apart would share one.
 */
export const exactTime = (column: AnyColumn) => sql<string>`${column}::text`;

/** Where a row stands in a list ordered by a timestamp then id: `exactTime` of its timestamp, and its id. */
export type TimeAndId = readonly [at: string, id: number];

/**
 * `Seek` for a list ordered by a `timestamptz` column then the id, both in `direction` (the archives:
 * newest first unless sorted oldest first). The rows select `exactTime(at)`; `positionOf` gives it with
 * the id. The condition is one row comparison, `(at, id) < ($1::timestamptz, $2)`, which an index on
 * (…, at, id) seeks to. `sortedBy`: the contract's name of `at` when the list sorts by it (`Seek.sorted`).
 */
export function seekByTimeAndId<Row>(
  key: string,
  order: { at: AnyColumn; id: AnyColumn; direction: 'ASC' | 'DESC'; sortedBy?: string },
  positionOf: (row: Row) => TimeAndId,
): PlaceholderSeek<Row, TimeAndId> {
  const [from, after] = order.direction === 'DESC' ? ['<=', '<'] : ['>=', '>'];
  const condition = (at: unknown, id: unknown, isFrom: boolean) =>
    sql`(${order.at}, ${order.id}) ${sql.raw(isFrom ? from! : after!)} (${at}::timestamptz, ${id}::int)`;
  return {
    key: `${key}\u0000${order.direction}`,
    positionOf,
    after: ([at, id], isFrom) => condition(at, id, isFrom),
    placeholders: {
      condition: (isFrom) => condition(sql.placeholder('seekAt'), sql.placeholder('seekId'), isFrom),
      values: ([at, id]) => ({ seekAt: at, seekId: id }),
    },
    ...(order.sortedBy === undefined ? {} : { sorted: { by: order.sortedBy, direction: order.direction } }),
  };
}

function seekPlan(owner: object, key: string, page: number, take: number) {
  const byKey = anchorsOf.get(owner)?.get(key);
  if (!byKey || Date.now() - byKey.at >= ANCHOR_MS || page === 1) return { offset: (page - 1) * take };
  const exact = byKey.pages.get(page);
  if (exact) return { offset: 0, position: exact.first, from: true };
  let nearest = 0;
  for (const p of byKey.pages.keys()) if (p < page && p > nearest) nearest = p;
  if (!nearest) return { offset: (page - 1) * take };
  const before = byKey.pages.get(nearest)!;
  return { offset: (page - 1 - nearest) * take, position: before.last, from: false };
}

function rememberPage(owner: object, key: string, page: number, first: unknown, last: unknown): void {
  let byOwner = anchorsOf.get(owner);
  if (!byOwner) {
    byOwner = new Map();
    anchorsOf.set(owner, byOwner);
  }
  let byKey = byOwner.get(key);
  const now = Date.now();
  if (!byKey || now - byKey.at >= ANCHOR_MS) {
    // Positions are taken afresh from page 1 (or the page read by OFFSET) every 30 s.
    if (byOwner.size >= 1_000) byOwner.clear();
    byKey = { at: now, pages: new Map() };
    byOwner.set(key, byKey);
  }
  if (byKey.pages.size >= 1_000) return;
  byKey.pages.set(page, { first, last });
}

/** What a list endpoint's query brings: the page, and (when it sorts) the column and direction. */
export interface ListQuery<K extends string = string> extends PageParams {
  sortBy?: K | undefined;
  direction?: 'ASC' | 'DESC';
}

/** How a list is ordered: the sortable columns by the contract's names, the default, the tiebreak. */
export interface ListOrder<K extends string> {
  columns?: Partial<Record<K, AnyColumn | SQL>>;
  fallback: SQL[];
  tiebreak: AnyColumn;
  /** The tiebreak's direction after `fallback` (ascending unless said; newest first is `'DESC'`). */
  tiebreakDirection?: 'ASC' | 'DESC';
}

/**
 * Every paged list: the page's rows in the asked order (a sortable column, else the default, then
 * the tiebreak, so paging is stable), the total counted up to COUNT_CAP (`countCapped`), both at
 * once, and the reply's shape. `rows` gets the ORDER BY, LIMIT and OFFSET to apply; `count` is the
 * same selection without them (`db.select({ one: sql\`1\` }).from(t).where(where)`).
 */
export async function paged<Row, Item = Row, K extends string = string, P = number | string>(
  db: ListDb,
  q: ListQuery<K>,
  list: {
    order: ListOrder<K>;
    shape?: (rows: Row[]) => Item[] | Promise<Item[]>;
  } & (
    | {
        /** `seek`: the condition to add to the list's WHERE (AND), when the page is found by position (`Seek`). */
        rows: (page: { orderBy: SQL[]; limit: number; offset: number; seek?: SQL }) => Promise<Row[]>;
        count: SQLWrapper;
        /** Deep pages by position rather than OFFSET, for a list in its default order (`Seek`). */
        seek?: Seek<NoInfer<Row>, P>;
        prepared?: never;
      }
    | { prepared: PreparedList<Row, P>; rows?: never; count?: never; seek?: never }
  ),
): Promise<Page<Item>> {
  const columns = list.order.columns ?? {};
  // The contract's enum names the columns; an unknown one (never sent by a valid query) sorts by default.
  const sortBy = q.sortBy !== undefined && Object.hasOwn(columns, q.sortBy) ? q.sortBy : undefined;
  const orderBy = sortOrder(
    { sortBy, direction: q.direction },
    columns as Record<K, AnyColumn | SQL>,
    list.order.fallback,
    list.order.tiebreak,
    list.order.tiebreakDirection,
  );
  // By position in the default order, or in the sort the seek names (its column, its direction).
  const anySeek = list.prepared ? list.prepared.seek : list.seek;
  const sorted = anySeek?.sorted;
  const seekable =
    sortBy === undefined || (sorted?.by === sortBy && sorted.direction === (q.direction === 'ASC' ? 'ASC' : 'DESC'));
  const seek = seekable && offsetOf(q) < MAX_OFFSET ? anySeek : undefined;
  const plan = seek ? seekPlan(db, seek.key, q.page, q.take) : { offset: offsetOf(q) };
  if (list.prepared) {
    const direction = q.direction === 'ASC' ? 'ASC' : 'DESC';
    // The statement differs by whether the page is found by position, and how (`<=` or `<`).
    const at: SeekAt = seek && 'position' in plan ? (plan.from ? 'from' : 'after') : '';
    const statements = preparedStatements(
      db,
      `${list.prepared.key}\u0000${sortBy ?? ''}\u0000${direction}`,
      list.prepared,
      orderBy,
      at,
    );
    const { values } = list.prepared;
    const position = at ? list.prepared.seek!.placeholders.values(plan.position as P) : {};
    const [rows, counted] = await Promise.all([
      statements.rows.execute({ ...values, ...position, limit: q.take, offset: plan.offset }),
      countWith(db, statements.count, values),
    ]);
    if (seek && rows.length) {
      rememberPage(db, seek.key, q.page, seek.positionOf(rows[0]!), seek.positionOf(rows[rows.length - 1]!));
    }
    return pageOf(list.shape ? await list.shape(rows) : (rows as unknown as Item[]), cappedTotal(counted), q);
  }
  const [rows, count] = await Promise.all([
    list.rows({
      orderBy,
      limit: q.take,
      offset: plan.offset,
      ...(seek && 'position' in plan ? { seek: seek.after(plan.position as P, plan.from!) } : {}),
    }),
    countCapped(db, list.count),
  ]);
  if (seek && rows.length) {
    rememberPage(db, seek.key, q.page, seek.positionOf(rows[0]!), seek.positionOf(rows[rows.length - 1]!));
  }
  const items = list.shape ? await list.shape(rows) : (rows as unknown as Item[]);
  return pageOf(items, count, q);
}

/** The reply of a list the caller may see nothing of (no department access): no rows, none counted. */
export function emptyPage<T>(q: PageParams): Page<T> {
  return pageOf([], { total: 0, totalCapped: false }, q);
}

export function pageOf<T>(items: T[], count: { total: number; totalCapped: boolean }, q: PageParams) {
  return { items, total: count.total, totalCapped: count.totalCapped, page: q.page, take: q.take };
}

/** `search` with LIKE's `%`, `_` and `\\` taken literally. */
export function escapeLike(search: string): string {
  return search.replace(/[\\%_]/g, '\\$&');
}

/** An ILIKE pattern matching values that contain `search` literally (`%` and `_` lose their meaning). */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * The ORDER BY of a sortable list (`sortBy`, `direction` of the contract's `sortQuery`): the chosen
 * column in the chosen direction, or the list's default, then `tiebreak` so that paging is stable
 * (after the default in `tiebreakDirection`, after a chosen column in its direction).
 */
export function sortOrder<K extends string>(
  q: { sortBy?: K | undefined; direction?: 'ASC' | 'DESC' },
  columns: Record<K, AnyColumn | SQL>,
  fallback: SQL[],
  tiebreak: AnyColumn,
  tiebreakDirection: 'ASC' | 'DESC' = 'ASC',
): SQL[] {
  if (!q.sortBy) return [...fallback, tiebreakDirection === 'DESC' ? desc(tiebreak) : asc(tiebreak)];
  const by = q.direction === 'ASC' ? asc : desc;
  return [by(columns[q.sortBy]), by(tiebreak)];
}

/**
 * `column = ANY($1::int[])`: the ids as ONE parameter (a PostgreSQL array literal) rather than one
 * parameter each, as `inArray` sends them; a page of a calendar names thousands. Ids are integers,
 * so the literal is safe.
 */
export function inIds(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${idsLiteral(ids)}::int[])`;
}

/**
 * `column = ANY($name::int[])` for a statement built once (`preparedOnce`, a `PreparedList`'s filter): the ids
 * as one array placeholder, its value `idsLiteral(ids)`.
 */
export const anyOfIds = (column: AnyColumn, name = 'ids'): SQL => sql`${column} = ANY(${sql.placeholder(name)}::int[])`;

/** Integer ids as one PostgreSQL array literal (`inIds`), to send as one parameter or placeholder value. */
export function idsLiteral(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isInteger(id)) throw new TypeError(`Not an id: ${id}`);
  return `{${ids.join(',')}}`;
}

/** Texts as one PostgreSQL array literal (each quoted, `"` and `\\` escaped), for `= ANY($1::text[])`. */
export function textsLiteral(texts: readonly string[]): string {
  return `{${texts.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * How a filter's value enters a statement: as this request's parameter (`inline`), or as a named
 * placeholder of a prepared list (`placeholderFilters().bind`), which also marks the filter present.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const inline: Bind = (_name, value) => value;
