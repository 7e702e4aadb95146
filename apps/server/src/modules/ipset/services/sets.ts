// IP sets: the list, one set, creation, deletion and the `ipset restore` export. Each change
// writes its audit row in its own transaction (core/audit.ts).
import type { CreateSetBody, IpSet } from '@backoffice/contract/modules/ipset';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { paged } from '../../../core/db/lists.js';
import { conflict, notFound } from '../../../core/errors.js';
import { likePrefix, restoreScript } from '../addresses.js';
import { ipsetEntries, ipsetSets } from '../schema.js';

export type SetRow = typeof ipsetSets.$inferSelect;

/** The audit log's name for a set (the entries' changes are recorded on their set). */
export const ENTITY = 'ipset';
const INT4_MAX = 2_147_483_647;

export function toIpSet(row: SetRow): IpSet {
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  // A new object: the callers keep their row (deleteSet reads it after).
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    type: row.type,
    description: row.description,
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `{id}` / `{set}`: digits are an id, anything else a name (names are never all digits). */
function refCondition(ref: string): SQL | undefined {
  if (!/^\d+$/.test(ref)) return eq(ipsetSets.name, ref);
  const id = Number(ref);
  return id >= 1 && id <= INT4_MAX ? eq(ipsetSets.id, id) : undefined;
}

export async function findSet(db: Executor, ref: string, options: { lock?: boolean } = {}): Promise<SetRow> {
  const condition = refCondition(ref);
  if (condition) {
    const query = db.select().from(ipsetSets).where(condition);
    const [row] = options.lock ? await query.for('update') : await query;
    if (row) return row;
  }
  throw notFound('IP set');
}

// ---- Sets ----

export async function listSets(
  ctx: AppContext,
  q: { page: number; take: number; search?: string; family?: IpSet['family']; type?: IpSet['type'] },
) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(ipsetSets.name, `%${likePrefix(q.search)}`));
  if (q.family) conditions.push(eq(ipsetSets.family, q.family));
  if (q.type) conditions.push(eq(ipsetSets.type, q.type));
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(ipsetSets)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(ipsetSets).where(where),
    order: { fallback: [asc(ipsetSets.name)], tiebreak: ipsetSets.id },
    shape: (rows) => rows.map(toIpSet),
  });
}

export async function getSet(ctx: AppContext, ref: string): Promise<IpSet> {
  return toIpSet(await findSet(ctx.db, ref));
}

export async function createSet(ctx: AppContext, body: Required<CreateSetBody>): Promise<IpSet> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ipsetSets)
      .values({ name: body.name, family: body.family, type: body.type, description: body.description })
      .onConflictDoNothing({ target: ipsetSets.name })
      .returning();
    if (!row) throw conflict(`An IP set named "${body.name}" already exists`, 'body.name');
    const set = toIpSet(row);
    auditChange(tx, { entity: ENTITY, entityId: set.id, after: set });
    return set;
  });
}

/** Deletes a set with its entries; the audit row keeps it as it was, with its first 200 entries. */
export async function deleteSet(ctx: AppContext, ref: string): Promise<IpSet> {
  return ctx.db.transaction(async (tx) => {
    const set = await findSet(tx, ref, { lock: true });
    const sample = await tx
      .select({ ip: ipsetEntries.ip })
      .from(ipsetEntries)
      .where(eq(ipsetEntries.setId, set.id))
      .orderBy(asc(ipsetEntries.network))
      .limit(200);
    await tx.delete(ipsetSets).where(eq(ipsetSets.id, set.id));
    const deleted = toIpSet(set);
    auditChange(tx, { entity: ENTITY, entityId: set.id, before: { ...deleted, ips: sample.map((r) => r.ip) } });
    return deleted;
  });
}

/** The whole set as `ipset restore` input, entries in address order. */
export async function exportSet(ctx: AppContext, ref: string): Promise<{ name: string; script: string }> {
  const set = await findSet(ctx.db, ref);
  const rows = await ctx.db
    .select({ ip: ipsetEntries.ip })
    .from(ipsetEntries)
    .where(eq(ipsetEntries.setId, set.id))
    .orderBy(asc(ipsetEntries.network));
  return {
    name: set.name,
    script: restoreScript(
      set,
      rows.map((r) => r.ip),
    ),
  };
}
