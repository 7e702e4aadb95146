// Advisory locks, for what has no row to lock yet (an account name, an address, a schedule's key):
// a plumbing statement with no table in it, so it lives in core beside the pool.
import { sql } from 'drizzle-orm';
import type { Tx } from './database.js';

/**
 * Holds the transaction-level advisory lock (`space`, hashtext(`key`)) until `tx` ends: a second
 * transaction asking for the same pair waits. Take several in one fixed order, so that no two
 * transactions wait for each other in a cycle.
 */
export async function lockUntilCommit(tx: Tx, space: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`);
}
