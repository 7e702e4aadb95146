// Per-person limits on actions that cost an outside provider (a CDN purge, a Let's Encrypt order):
// each use is a row of `action_allowances`, counted over a sliding window. Counting and recording
// are one step under an advisory lock on the key, so a burst of parallel requests cannot all pass
// the check — across connections and instances alike. `oneAtATime` keeps a second call on the same
// thing (a second purge of one host) from starting while the first runs.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import { transactionScope } from './db/database.js';
import { actionAllowances, actionsInFlight } from './db/schema.js';
import { AppError } from './errors.js';

export interface Allowance {
  /** What is limited, for the message: "cache clears", "certificate orders". */
  what: string;
  /** At most this many… */
  max: number;
  /** …in this many minutes, per person. */
  minutes: number;
}

/** Advisory lock space of the allowances (an arbitrary pair of the two-int form). */
const LOCK_SPACE = 0x5c1;

/**
 * Takes one use of `allowance` for `userId` under `action` (`hosting.cdn.clear`), or throws a 429
 * TOO_MANY_ACTIONS saying when to try again. Call it after the request is checked, right before the
 * outside call: a refused request spends nothing.
 */
export async function spendAllowance(
  ctx: AppContext,
  action: string,
  userId: number,
  allowance: Allowance,
): Promise<void> {
  const key = `${action}:${userId}`;
  // Bookkeeping, not a change the person made: no audit row of its own (outside the request's scope).
  const allowed = await transactionScope.exit(() =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
      const since = sql`now() - make_interval(mins => ${allowance.minutes})`;
      await tx.delete(actionAllowances).where(and(eq(actionAllowances.key, key), lt(actionAllowances.at, since)));
      const [{ used } = { used: 0 }] = await tx
        .select({ used: sql<number>`count(*)::int` })
        .from(actionAllowances)
        .where(and(eq(actionAllowances.key, key), gt(actionAllowances.at, since)));
      if (used >= allowance.max) return false;
      await tx.insert(actionAllowances).values({ key });
      return true;
    }),
  );
  if (!allowed) {
    throw new AppError(
      'TOO_MANY_ACTIONS',
      `Too many ${allowance.what}: at most ${allowance.max} in ${allowance.minutes} minutes. Try again later.`,
    );
  }
}

/**
 * Runs `work` (an outside call) unless another on the same `key` is running on any instance, in which
 * case it is a 409 with `busy` as its message. A key left by a crashed instance counts as free after
 * `staleMinutes`.
 */
export async function oneAtATime<T>(
  ctx: AppContext,
  key: string,
  busy: string,
  work: () => Promise<T>,
  staleMinutes = 10,
): Promise<T> {
  const taken = await transactionScope.exit(async () => {
    await ctx.db
      .delete(actionsInFlight)
      .where(
        and(
          eq(actionsInFlight.key, key),
          lt(actionsInFlight.since, sql`now() - make_interval(mins => ${staleMinutes})`),
        ),
      );
    const rows = await ctx.db
      .insert(actionsInFlight)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: actionsInFlight.key });
    return rows.length > 0;
  });
  if (!taken) throw new AppError('CONFLICT', busy);
  try {
    return await work();
  } finally {
    await transactionScope.exit(() => ctx.db.delete(actionsInFlight).where(eq(actionsInFlight.key, key)));
  }
}
