// What a set already holds for a batch: exact duplicates, and networks that cover or swallow
// entries. Lookups go by the set's prefix lengths, so they cost the same whatever the set's size.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/database.js';
import {
  cidrText,
  coveringWithin,
  formatNetwork,
  lastAddress,
  type Network,
  type NormalisedEntry,
  supernets,
} from '../addresses.js';
import { ipsetEntries } from '../schema.js';
import { prefixLengths, swallowedCounts } from './cover.queries.js';

/** Exact-match probes per query (one array parameter each). */
const PROBE_CHUNK = 20_000;

export interface Candidate {
  line: number;
  input: string;
  entry: NormalisedEntry;
  warning?: string;
}

/** A line of a batch that is not added, and why. */
export interface Rejection {
  line: number;
  input: string;
  reason: string;
}

/**
 * A PostgreSQL array literal of normalised networks, sent as ONE parameter (`= ANY($1::cidr[])`)
 * instead of thousands. Safe: normalised values hold only hex digits, `.`, `:` and `/`.
 */
export function cidrArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/** Entries of the set that contain (`>>=`) the network, as exact lookups of its supernets. */
export function containingCondition(network: Network, lengths: readonly number[]): SQL | undefined {
  const probes = supernets(network, lengths, true).map(cidrText);
  return probes.length ? sql`${ipsetEntries.network} = ANY(${cidrArray(probes)}::cidr[])` : undefined;
}

/** Entries strictly inside the network (`<<`): a range of the (set_id, network) btree. */
export function insideCondition(network: Network): SQL {
  return sql`(${ipsetEntries.network} > ${cidrText(network)}::cidr AND ${ipsetEntries.network} <= ${cidrText(lastAddress(network))}::cidr)`;
}

/** Moves candidates whose network is already in the set to `rejected`; returns the rest. */
export async function dropExisting(
  tx: Tx,
  setId: number,
  candidates: Candidate[],
  rejected: Rejection[],
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
export async function warnAboutCover(tx: Tx, setId: number, fresh: Candidate[]): Promise<void> {
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
  for (const row of await swallowedCounts(tx, setId, first, last)) {
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
