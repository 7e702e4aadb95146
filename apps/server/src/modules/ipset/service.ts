import type { CreateSetBody, IpSet } from '@backoffice/contract/modules/ipset';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import type { Executor, Tx } from '../../core/db/database.js';
import { countCapped, offsetOf, pageOf } from '../../core/db/lists.js';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.js';
import {
  cidrText,
  coveringWithin,
  formatNetwork,
  lastAddress,
  likePrefix,
  type Network,
  type NormalisedEntry,
  normaliseEntry,
  parseNetwork,
  restoreScript,
  supernets,
} from './addresses.js';
import { ipsetEntries, ipsetSets } from './schema.js';

type SetRow = typeof ipsetSets.$inferSelect;

const INT4_MAX = 2_147_483_647;
const INSERT_CHUNK = 1000;
/** Exact-match probes per query (one array parameter each). */
const PROBE_CHUNK = 20_000;

function toIpSet(row: SetRow): IpSet {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** `{id}` / `{set}`: digits are an id, anything else a name (names are never all digits). */
function refCondition(ref: string): SQL | undefined {
  if (!/^\d+$/.test(ref)) return eq(ipsetSets.name, ref);
  const id = Number(ref);
  return id >= 1 && id <= INT4_MAX ? eq(ipsetSets.id, id) : undefined;
}

async function findSet(db: Executor, ref: string, options: { lock?: boolean } = {}): Promise<SetRow> {
  const condition = refCondition(ref);
  if (condition) {
    const query = db.select().from(ipsetSets).where(condition);
    const [row] = options.lock ? await query.for('update') : await query;
    if (row) return row;
  }
  throw notFound('IP set');
}

/**
 * A PostgreSQL array literal of normalised networks, sent as ONE parameter (`= ANY($1::cidr[])`)
 * instead of thousands. Safe: normalised values hold only hex digits, `.`, `:` and `/`.
 */
function cidrArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/**
 * The prefix lengths present in a set (at most 33 or 129), by a skip scan over the
 * (set_id, masklen(network)) index: one index probe per length, whatever the set's size.
 */
async function prefixLengths(db: Executor, setId: number): Promise<number[]> {
  const result = await db.execute<{ m: number }>(sql`
    WITH RECURSIVE p(m) AS (
      SELECT min(masklen(network)) FROM ${ipsetEntries} WHERE set_id = ${setId}
      UNION ALL
      SELECT (SELECT min(masklen(network)) FROM ${ipsetEntries} WHERE set_id = ${setId} AND masklen(network) > p.m)
        FROM p WHERE p.m IS NOT NULL
    )
    SELECT m FROM p WHERE m IS NOT NULL`);
  return result.rows.map((r) => r.m);
}

/** Entries of the set that contain (`>>=`) the network, as exact lookups of its supernets. */
function containingCondition(network: Network, lengths: readonly number[]): SQL | undefined {
  const probes = supernets(network, lengths, true).map(cidrText);
  return probes.length ? sql`${ipsetEntries.network} = ANY(${cidrArray(probes)}::cidr[])` : undefined;
}

/** Entries strictly inside the network (`<<`): a range of the (set_id, network) btree. */
function insideCondition(network: Network): SQL {
  return sql`(${ipsetEntries.network} > ${cidrText(network)}::cidr AND ${ipsetEntries.network} <= ${cidrText(lastAddress(network))}::cidr)`;
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
  const [rows, count] = await Promise.all([
    ctx.db.select().from(ipsetSets).where(where).orderBy(asc(ipsetSets.name)).limit(q.take).offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(ipsetSets).where(where)),
  ]);
  return pageOf(rows.map(toIpSet), count, q);
}

export async function getSet(ctx: AppContext, ref: string): Promise<IpSet> {
  return toIpSet(await findSet(ctx.db, ref));
}

export async function createSet(ctx: AppContext, body: Required<CreateSetBody>): Promise<IpSet> {
  const [row] = await ctx.db
    .insert(ipsetSets)
    .values({ name: body.name, family: body.family, type: body.type, description: body.description })
    .onConflictDoNothing({ target: ipsetSets.name })
    .returning();
  if (!row) throw conflict(`An IP set named "${body.name}" already exists`, 'body.name');
  return toIpSet(row);
}

/** Deletes a set with its entries; returns it as it was, with its first entries for the audit log. */
export async function deleteSet(ctx: AppContext, ref: string) {
  return ctx.db.transaction(async (tx) => {
    const set = await findSet(tx, ref, { lock: true });
    const sample = await tx
      .select({ ip: ipsetEntries.ip })
      .from(ipsetEntries)
      .where(eq(ipsetEntries.setId, set.id))
      .orderBy(asc(ipsetEntries.network))
      .limit(200);
    await tx.delete(ipsetSets).where(eq(ipsetSets.id, set.id));
    return { set: toIpSet(set), sampleIps: sample.map((r) => r.ip) };
  });
}

// ---- Entries ----

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
  const [rows, count] = await Promise.all([
    ctx.db
      .select({ id: ipsetEntries.id, ip: ipsetEntries.ip, createdAt: ipsetEntries.createdAt })
      .from(ipsetEntries)
      .where(where)
      .orderBy(asc(ipsetEntries.network))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(ipsetEntries).where(where)),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count,
    q,
  );
}

interface Candidate {
  line: number;
  input: string;
  entry: NormalisedEntry;
  warning?: string;
}

export interface AddIpsResult {
  set: IpSet;
  added: { line: number; input: string; ip: string; warning?: string }[];
  rejected: { line: number; input: string; reason: string }[];
  /** For the audit log. */
  before: { entryCount: number };
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
    return { set: toIpSet(updated!), added, rejected, before: { entryCount: set.entryCount } };
  });
}

/** Moves candidates whose network is already in the set to `rejected`; returns the rest. */
async function dropExisting(
  tx: Tx,
  setId: number,
  candidates: Candidate[],
  rejected: AddIpsResult['rejected'],
): Promise<Candidate[]> {
  if (candidates.length === 0) return candidates;
  const existing = await tx
    .select({ ip: ipsetEntries.ip })
    .from(ipsetEntries)
    .where(
      and(
        eq(ipsetEntries.setId, setId),
        sql`${ipsetEntries.network} = ANY(${cidrArray(candidates.map((c) => c.entry.cidr))}::cidr[])`,
      ),
    );
  const present = new Set(existing.map((r) => r.ip));
  return candidates.filter((c) => {
    if (!present.has(c.entry.text)) return true;
    rejected.push({ line: c.line, input: c.input, reason: 'is already in the set' });
    return false;
  });
}

/**
 * An entry inside a network of the set (or of the same batch) is saved, with a warning naming that
 * network; a network that swallows entries already in the set says how many. ipset itself allows
 * both, and a host may be kept on purpose for when the network is removed.
 */
async function warnAboutCover(tx: Tx, setId: number, fresh: Candidate[]): Promise<void> {
  if (fresh.length === 0) return;
  const warn = (c: Candidate, message: string) => {
    c.warning = c.warning ? `${c.warning}; ${message}` : message;
  };
  const inSet = await coveringEntries(
    tx,
    setId,
    fresh.map((c) => c.entry),
  );
  const inBatch = coveringWithin(fresh.map((c) => c.entry));
  fresh.forEach((c, i) => {
    const setCover = inSet.get(i);
    const batchIndex = inBatch[i];
    const batchCover = batchIndex === undefined ? undefined : fresh[batchIndex]!;
    // The most specific cover wins.
    if (batchCover && (!setCover || batchCover.entry.prefix > setCover.prefix)) {
      warn(c, `already covered by ${batchCover.entry.text} (line ${batchCover.line})`);
    } else if (setCover) warn(c, `already covered by ${setCover.text} in this set`);
  });

  const networks = fresh.filter((c) => c.entry.prefix < (c.entry.family === 'inet' ? 32 : 128));
  if (networks.length === 0) return;
  const first = cidrArray(networks.map((c) => c.entry.cidr));
  const last = cidrArray(networks.map((c) => cidrText(lastAddress(c.entry))));
  const swallowed = await tx.execute<{ i: number; n: number }>(sql`
    SELECT c.i::int AS i,
           (SELECT count(*)::int FROM ${ipsetEntries} e
             WHERE e.set_id = ${setId} AND e.network > c.first AND e.network <= c.last) AS n
      FROM unnest(${first}::cidr[], ${last}::cidr[]) WITH ORDINALITY AS c(first, last, i)`);
  for (const row of swallowed.rows) {
    if (row.n > 0)
      warn(networks[row.i - 1]!, `covers ${row.n} ${row.n === 1 ? 'entry' : 'entries'} already in this set`);
  }
}

/** For each network, the most specific entry of the set that strictly contains it. */
async function coveringEntries(
  tx: Tx,
  setId: number,
  networks: readonly Network[],
): Promise<Map<number, { text: string; prefix: number }>> {
  const lengths = await prefixLengths(tx, setId);
  const candidatesOf = networks.map((n) => supernets(n, lengths));
  const probes = [...new Set(candidatesOf.flat().map(cidrText))];
  const present = new Set<string>();
  for (let i = 0; i < probes.length; i += PROBE_CHUNK) {
    const rows = await tx
      .select({ ip: ipsetEntries.ip })
      .from(ipsetEntries)
      .where(
        and(
          eq(ipsetEntries.setId, setId),
          sql`${ipsetEntries.network} = ANY(${cidrArray(probes.slice(i, i + PROBE_CHUNK))}::cidr[])`,
        ),
      );
    for (const row of rows) present.add(row.ip);
  }
  const covers = new Map<number, { text: string; prefix: number }>();
  candidatesOf.forEach((candidates, i) => {
    const hit = candidates.find((c) => present.has(formatNetwork(c)));
    if (hit) covers.set(i, { text: formatNetwork(hit), prefix: hit.prefix });
  });
  return covers;
}

function nothingAdded(rejected: AddIpsResult['rejected']): AppError {
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
    return { ip: removed.ip, set: toIpSet(updated!) };
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
