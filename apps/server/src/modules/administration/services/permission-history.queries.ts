// A past answer's page of holders (issue 35, permission-history.ts holdersAt): the replayed users and the
// untouched ones searched, ordered and paged together in one statement the builder cannot write as
// plainly (a JSON parameter as a table, UNION ALL with users). bench/administration.ts measures it
// against the whole replay it replaced (docs/administration.md "Fast at 10,000 users").
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { type PermissionState, passes, type StateUser } from './permission-state.js';

/** A past holder as the page query reads it (the replayed ones sent in, the untouched ones from `users`). */
export type PastHolderRow = Pick<StateUser, 'id' | 'username' | 'name' | 'isAdmin' | 'roleId' | 'exists'>;

/** The page query's inputs: the replay's result and the question. */
export interface PastHoldersInput {
  state: PermissionState;
  touched: ReadonlySet<number>;
  at: Date;
  required: readonly string[];
  /** A `containsPattern` of the search, or null. */
  pattern: string | null;
}

/** An int[] literal sent as one parameter (`= ANY($1::int[])`), not one parameter per id. */
export const intArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * A past answer's holders as SQL: the replayed users who held `required` then (sent as one JSON
 * parameter) and the users no change since `at` touched who hold now what passed then (not touched,
 * made by `at`, the flag set or a role that passed then), searched. "Made by `at`" as `replay` reads
 * `created_at`: the driver's Date drops the microseconds, so a user made within the millisecond of
 * `at` counts. Ordered as `holdersIn` orders (lowercased name in code points, then id). The page
 * carries the total (a window count: the holders are read once); `count` is for a page past the end.
 * bench/administration.ts's ceiling runs the same SQL.
 */
export function pastHoldersQuery(input: PastHoldersInput): {
  rows: (limit: number, offset: number) => SQL;
  count: SQL;
} {
  const { state, touched, at, required, pattern } = input;
  const passing = [...state.roles.values()].filter((r) => passes(r.scopes, false, required)).map((r) => r.id);
  const passingSet = new Set(passing);
  const past: PastHolderRow[] = [];
  for (const u of state.users.values()) {
    if (u.isAdmin || (u.roleId !== null && passingSet.has(u.roleId))) {
      const { id, username, name, isAdmin, roleId, exists } = u;
      past.push({ id, username, name, isAdmin, roleId, exists });
    }
  }
  const holders = sql`
    WITH past AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(past)}::jsonb)
        AS p(id int, username text, name text, "isAdmin" boolean, "roleId" int, "exists" boolean)
    ), holders AS (
      SELECT id, username, name, "isAdmin", "roleId", "exists" FROM past
      UNION ALL
      SELECT id, username, name, is_admin, role_id, true FROM ${users}
       WHERE id NOT IN (SELECT unnest(${intArray(touched)}::int[]))
         AND created_at < ${at.toISOString()}::timestamptz + interval '1 millisecond'
         AND (is_admin OR role_id = ANY(${intArray(passing)}::int[]))
    )`;
  const searched = pattern === null ? sql`` : sql`WHERE username ILIKE ${pattern} OR name ILIKE ${pattern}`;
  return {
    rows: (limit, offset) =>
      sql`${holders} SELECT *, count(*) OVER ()::int AS total FROM holders ${searched}
           ORDER BY lower(name) COLLATE "C", id LIMIT ${limit} OFFSET ${offset}`,
    count: sql`${holders} SELECT count(*)::int AS n FROM holders ${searched}`,
  };
}

/** The page (`limit` rows from `offset`) and the count of a past answer, in the caller's snapshot. */
export async function pastHoldersPage(
  tx: Executor,
  input: PastHoldersInput,
  limit: number,
  offset: number,
): Promise<{ rows: PastHolderRow[]; total: number }> {
  const query = pastHoldersQuery(input);
  const { rows } = await tx.execute<PastHolderRow & { total: number }>(query.rows(limit, offset));
  if (rows.length) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
  // A page past the end holds no row to carry the total.
  const counted = offset > 0 ? await tx.execute<{ n: number }>(query.count) : { rows: [{ n: 0 }] };
  return { rows: [], total: Number(counted.rows[0]?.n ?? 0) };
}
