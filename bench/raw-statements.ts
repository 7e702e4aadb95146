// `npx tsx bench/raw-statements.ts`: the statements kept as text in a `*.queries.ts` (docs/architecture.md
// "Data access"), each timed against the query builder's best way of doing the same work, in the same run on
// the same database (the embedded one; PostgreSQL too when DATABASE_URL is set). Both answers are compared
// equal first. Seeds BENCH_ROWS (default 1,000,000) audit rows over 12 entities and an IP set of BENCH_ENTRIES
// (default 200,000) hosts and networks, then prints the median of BENCH_RUNS (default 15) alternating calls:
//   (1) system/audit.queries.ts auditEntityNames (skip scan) against `SELECT DISTINCT entity`;
//   (2) ipset/services/cover.queries.ts prefixLengths (skip scan) against `SELECT DISTINCT masklen(network)`;
//   (3) cover.queries.ts swallowedCounts, a batch of 500 networks in one statement, against one count per network.
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/core/db/database.js';
import { auditLog } from '../apps/server/src/core/db/schema.js';
import { cidrText, lastAddress, parseNetwork } from '../apps/server/src/modules/ipset/addresses.js';
import { ipsetEntries } from '../apps/server/src/modules/ipset/schema.js';
import { cidrArray, insideCondition } from '../apps/server/src/modules/ipset/services/cover.js';
import { prefixLengths, swallowedCounts } from '../apps/server/src/modules/ipset/services/cover.queries.js';
import { auditEntityNames } from '../apps/server/src/modules/system/audit.queries.js';
import { type Engine, freshDatabase } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BATCH = 500;

async function seed(db: Db): Promise<number> {
  await db.execute(sql`
    INSERT INTO audit_log (method, route, status_code, entity, entity_id)
    SELECT 'POST', '/api/bench', 200, CASE WHEN g % 50 = 0 THEN NULL ELSE 'entity-' || (g % 12) END, (g % 1000)::text
      FROM generate_series(1, ${ROWS}::int) g`);
  const [set] = (
    await db.execute<{ id: number }>(
      sql`INSERT INTO ipset_sets (name, family, type) VALUES ('bench', 'inet', 'hash:net') RETURNING id`,
    )
  ).rows;
  // Hosts across 10.0.0.0/8, one network in 50 a /24, one in 500 a /16 (a real set's mix of lengths).
  await db.execute(sql`
    INSERT INTO ipset_entries (set_id, ip, network)
    SELECT ${set!.id}, host(n) || CASE WHEN masklen(n) = 32 THEN '' ELSE '/' || masklen(n) END, n
      FROM (SELECT DISTINCT network(set_masklen(('10.0.0.0'::inet + g * 331), CASE WHEN g % 500 = 0 THEN 16 WHEN g % 50 = 0 THEN 24 ELSE 32 END)) AS n
              FROM generate_series(1, ${ENTRIES}::int) g) s
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
  return set!.id;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** Alternates the two `RUNS` times after one warm-up each; fails when they answer differently. */
async function pair<T>(label: string, raw: () => Promise<T>, builder: () => Promise<T>) {
  const [a, b] = [await raw(), await builder()];
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    throw new Error(
      `${label}: the two answer differently\n${JSON.stringify(a).slice(0, 300)}\n${JSON.stringify(b).slice(0, 300)}`,
    );
  }
  const times = { raw: [] as number[], builder: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    times.raw.push((await time(raw))[0]);
    times.builder.push((await time(builder))[0]);
  }
  const [r, q] = [median(times.raw), median(times.builder)];
  console.log(`  ${label}: raw ${r.toFixed(2)} ms, builder ${q.toFixed(2)} ms, builder/raw ${(q / r).toFixed(1)}×`);
}

async function run(engine: Engine) {
  const fresh = await freshDatabase(engine);
  try {
    const db = fresh.database.db;
    const started = performance.now();
    const setId = await seed(db);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(ipsetEntries);
    console.log(
      `${engine}: ${ROWS.toLocaleString('en')} audit rows, ${n.toLocaleString('en')} set entries (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s), median of ${RUNS}`,
    );
    await pair(
      'audit entity names',
      () => auditEntityNames(db),
      async () =>
        (
          await db
            .selectDistinct({ entity: auditLog.entity })
            .from(auditLog)
            .where(isNotNull(auditLog.entity))
            .orderBy(asc(auditLog.entity))
        ).map((r) => r.entity!),
    );
    const masklen = sql<number>`masklen(${ipsetEntries.network})`;
    await pair(
      'prefix lengths of a set',
      () => prefixLengths(db, setId),
      async () =>
        (
          await db
            .selectDistinct({ m: masklen })
            .from(ipsetEntries)
            .where(eq(ipsetEntries.setId, setId))
            .orderBy(masklen)
        ).map((r) => r.m),
    );
    // A pasted batch of /20 networks across the range, each swallowing some entries.
    const networks = Array.from({ length: BATCH }, (_, i) => {
      const parsed = parseNetwork(`10.${(i * 7) % 256}.${(i * 16) % 256}.0/20`);
      if (!parsed.ok) throw new Error(parsed.reason);
      return parsed.value;
    });
    const first = cidrArray(networks.map(cidrText));
    const last = cidrArray(networks.map((n) => cidrText(lastAddress(n))));
    await pair(
      `entries swallowed by a batch of ${BATCH} networks`,
      async () => (await swallowedCounts(db, setId, first, last)).map((r) => r.n),
      async () => {
        const counts: number[] = [];
        for (const network of networks) {
          const [row] = await db
            .select({ n: count() })
            .from(ipsetEntries)
            .where(and(eq(ipsetEntries.setId, setId), insideCondition(network)));
          counts.push(row!.n);
        }
        return counts;
      },
    );
  } finally {
    await fresh.dispose();
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
