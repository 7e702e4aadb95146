// A sign-in is news to its person only from a device or an address not seen before on the account.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { knownSignIns } from './schema.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a sign-in brought that the account had not seen, if it had seen any sign-in before. */
export interface SignInNews {
  /** The account had signed in before (its first sign-in is no news). */
  known: boolean;
  newDevice: boolean;
  newAddress: boolean;
}

/**
 * Records the device and address of a sign-in and says which of them are new. Two plain statements,
 * no transaction: two sign-ins at once may both call the same device new, which is harmless.
 */
export async function rememberSignIn(
  ctx: AppContext,
  userId: number,
  meta: { ip: string; userAgent?: string },
): Promise<SignInNews> {
  const [seen] = await ctx.db
    .select({ one: sql`1` })
    .from(knownSignIns)
    .where(eq(knownSignIns.userId, userId))
    .limit(1);
  const rows = await ctx.db
    .insert(knownSignIns)
    .values([
      { userId, kind: 'device', value: hash(meta.userAgent ?? '') },
      { userId, kind: 'address', value: hash(meta.ip) },
    ])
    .onConflictDoUpdate({
      target: [knownSignIns.userId, knownSignIns.kind, knownSignIns.value],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ kind: knownSignIns.kind, inserted: sql<boolean>`(xmax = 0)` });
  const inserted = (kind: string) => rows.some((r) => r.kind === kind && r.inserted);
  return { known: seen !== undefined, newDevice: inserted('device'), newAddress: inserted('address') };
}
