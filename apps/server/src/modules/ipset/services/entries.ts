// The entries of an IP set: the list with its address search, a batch of additions (checked
// against the set under its row lock, with cover warnings) and removal of one entry.

import type { IpSet } from '@backoffice/contract/modules/ipset';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { paged } from '../../../core/db/lists.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { likePrefix, normaliseEntry, parseNetwork } from '../addresses.js';
import { ipsetEntries, ipsetSets } from '../schema.js';
import {
  type Candidate,
  containingCondition,
  dropExisting,
  insideCondition,
  type Rejection,
  warnAboutCover,
} from './cover.js';
import { prefixLengths } from './cover.queries.js';
import { ENTITY, findSet, type SetRow, toIpSet } from './sets.js';

const INSERT_CHUNK = 1000;

export interface AddIpsResult {
  set: IpSet;
  added: { line: number; input: string; ip: string; warning?: string }[];
  rejected: Rejection[];
}

/**
 * Entries in address order. A search matches the start of the entry's text (`10.0.`, `2001:db8`)
 * and, when it is an address or a network, every entry that contains it or lies inside it.
 */
export async function listIps(ctx: AppContext, ref: string, q: { page: number; take: number; search?: string }) {
  const set = await findSet(ctx.db, ref);
  const conditions: SQL[] = [sql`${ipsetEntries.setId} = ${set.id}`];
  if (q.search) {
    const term = q.search.toLowerCase();
    const matches: SQL[] = [sql`${ipsetEntries.ip} LIKE ${likePrefix(term)}`];
    const parsed = parseNetwork(term, { maskHostBits: true });
    if (parsed.ok) {
      const containing = containingCondition(parsed.value, await prefixLengths(ctx.db, set.id));
      if (containing) matches.push(containing);
      matches.push(insideCondition(parsed.value));
    }
    conditions.push(or(...matches)!);
  }
  const where = and(...conditions);
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({ id: ipsetEntries.id, ip: ipsetEntries.ip, createdAt: ipsetEntries.createdAt })
        .from(ipsetEntries)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(ipsetEntries).where(where),
    order: { fallback: [asc(ipsetEntries.network)], tiebreak: ipsetEntries.id },
    // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
    shape: (rows) => rows.map((r) => Object.assign(r, { createdAt: r.createdAt.toISOString() })),
  });
}

/** Normalises each line; blank lines are skipped, a repeated entry is refused on its second line. */
function readLines(lines: readonly string[], set: SetRow) {
  const rejected: AddIpsResult['rejected'] = [];
  const candidates: Candidate[] = [];
  const firstLineOf = new Map<string, number>();
  for (const [index, raw] of lines.entries()) {
    const input = raw.trim();
    const line = index + 1;
    if (input === '') continue;
    const result = normaliseEntry(input, set);
    const seen = result.ok ? firstLineOf.get(result.value.cidr) : undefined;
    if (!result.ok) rejected.push({ line, input, reason: result.reason });
    else if (seen !== undefined) rejected.push({ line, input, reason: `repeats line ${seen}` });
    else {
      firstLineOf.set(result.value.cidr, line);
      candidates.push({
        line,
        input,
        entry: result.value,
        ...(result.value.note ? { warning: result.value.note } : {}),
      });
    }
  }
  return { candidates, rejected };
}

/**
 * Adds the good lines of a batch and reports the bad ones. The set row is locked for the whole
 * check-and-insert, so two batches on one set cannot both pass the duplicate and cover checks.
 * A batch with no good line is a 400 naming every bad line.
 */
export async function addIps(ctx: AppContext, ref: string, lines: readonly string[]): Promise<AddIpsResult> {
  return ctx.db.transaction(async (tx) => {
    const set = await findSet(tx, ref, { lock: true });
    const { candidates, rejected } = readLines(lines, set);
    if (candidates.length === 0 && rejected.length === 0) throw badRequest('body.ips', 'add at least one address');

    const fresh = await dropExisting(tx, set.id, candidates, rejected);
    if (set.type === 'hash:net') await warnAboutCover(tx, set.id, fresh);

    const inserted = new Set<string>();
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      const rows = await tx
        .insert(ipsetEntries)
        .values(
          fresh.slice(i, i + INSERT_CHUNK).map((c) => ({ setId: set.id, ip: c.entry.text, network: c.entry.cidr })),
        )
        .onConflictDoNothing()
        .returning({ ip: ipsetEntries.ip });
      for (const row of rows) inserted.add(row.ip);
    }
    const added: AddIpsResult['added'] = [];
    for (const c of fresh) {
      if (inserted.has(c.entry.text)) {
        added.push({ line: c.line, input: c.input, ip: c.entry.text, ...(c.warning ? { warning: c.warning } : {}) });
      } else rejected.push({ line: c.line, input: c.input, reason: 'is already in the set' });
    }
    rejected.sort((a, b) => a.line - b.line);

    if (added.length === 0) throw nothingAdded(rejected);
    const [updated] = await tx
      .update(ipsetSets)
      .set({ entryCount: sql`${ipsetSets.entryCount} + ${added.length}`, updatedAt: sql`now()` })
      .where(eq(ipsetSets.id, set.id))
      .returning();
    auditChange(tx, {
      entity: ENTITY,
      entityId: set.id,
      before: { entryCount: set.entryCount },
      after: { entryCount: updated!.entryCount, added: added.map((a) => a.ip), rejected },
    });
    return { set: toIpSet(updated!), added, rejected };
  });
}

function nothingAdded(rejected: Rejection[]): AppError {
  const details = rejected.map((r) => ({ field: `body.ips.${r.line - 1}`, message: `${r.input}: ${r.reason}` }));
  const first = rejected[0]!;
  const message =
    rejected.length === 1
      ? `Line ${first.line} (${first.input}) ${first.reason}`
      : `Nothing was added: ${rejected.length} lines were rejected`;
  return new AppError('VALIDATION_FAILED', message, details);
}

/** Removes one entry, given in any spelling that normalises to it (`2001:DB8::/32`, `10.0.0.0%2F24`). */
export async function deleteIp(ctx: AppContext, ref: string, ipInput: string) {
  return ctx.db.transaction(async (tx) => {
    const set = await findSet(tx, ref, { lock: true });
    const entry = normaliseEntry(ipInput, set);
    if (!entry.ok) throw badRequest('params.ip', entry.reason);
    const [removed] = await tx
      .delete(ipsetEntries)
      .where(and(eq(ipsetEntries.setId, set.id), sql`${ipsetEntries.network} = ${entry.value.cidr}::cidr`))
      .returning({ ip: ipsetEntries.ip });
    if (!removed) throw notFound(`${entry.value.text} in IP set ${set.name}`);
    const [updated] = await tx
      .update(ipsetSets)
      .set({ entryCount: sql`${ipsetSets.entryCount} - 1`, updatedAt: sql`now()` })
      .where(eq(ipsetSets.id, set.id))
      .returning();
    const after = { entryCount: updated!.entryCount };
    auditChange(tx, { entity: ENTITY, entityId: set.id, before: { ip: removed.ip }, after });
    return { ip: removed.ip, set: toIpSet(updated!) };
  });
}
