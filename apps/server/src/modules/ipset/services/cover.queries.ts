// The two statements of the cover computation the query builder cannot write as fast (measured:
// bench/raw-statements.ts, docs/performance.md "Raw statements kept"): a skip scan over the prefix
// lengths of a set, and the entries each network of a batch swallows, counted in one statement.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { ipsetEntries } from '../schema.js';

type PrefixLengthRow = {
  m: number;
};

/**
 * The prefix lengths present in a set (at most 33 or 129), by a skip scan over the
 * (set_id, masklen(network)) index: one index probe per length, whatever the set's size. The
 * builder's `SELECT DISTINCT masklen(network)` reads every entry of the set instead.
 */
export async function prefixLengths(db: Executor, setId: number): Promise<number[]> {
  const network = sql`${ipsetEntries.network}`;
  const result = await db.execute<PrefixLengthRow>(sql`
    WITH RECURSIVE p(m) AS (
      SELECT min(masklen(${network})) FROM ${ipsetEntries} WHERE ${ipsetEntries.setId} = ${setId}
      UNION ALL
      SELECT (SELECT min(masklen(${network})) FROM ${ipsetEntries}
               WHERE ${ipsetEntries.setId} = ${setId} AND masklen(${network}) > p.m)
        FROM p WHERE p.m IS NOT NULL
    )
    SELECT m FROM p WHERE m IS NOT NULL`);
  return result.rows.map((r) => r.m);
}

type SwallowedRow = {
  /** 1-based, in the order of the arrays given. */
  i: number;
  n: number;
};

/**
 * For networks given as their first and last addresses (two PostgreSQL array literals of the same
 * length), how many entries of the set lie strictly inside each: one statement for the whole batch
 * (a range of the (set_id, network) index per network), where the builder sends one per network.
 */
export async function swallowedCounts(
  db: Executor,
  setId: number,
  first: string,
  last: string,
): Promise<SwallowedRow[]> {
  const result = await db.execute<SwallowedRow>(sql`
    SELECT c.i::int AS i,
           (SELECT count(*)::int FROM ${ipsetEntries}
             WHERE ${ipsetEntries.setId} = ${setId} AND ${ipsetEntries.network} > c.first
               AND ${ipsetEntries.network} <= c.last) AS n
      FROM unnest(${first}::cidr[], ${last}::cidr[]) WITH ORDINALITY AS c(first, last, i)`);
  return result.rows;
}
