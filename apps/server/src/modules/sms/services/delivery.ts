// The `sms.deliver` job (docs/sms.md "Delivery"): every minute, the queued messages that are due are
// claimed in one short transaction (FOR UPDATE SKIP LOCKED, their next attempt pushed out by a lease so
// a crashed run's messages come back), handed to the provider with no connection held, and each
// outcome written in its own statement: sent; or, after a failure, queued again with a growing delay
// (1, 5, 25 minutes…) until SMS_MAX_ATTEMPTS, then failed. A refusal the provider calls final fails
// the message at once.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { smsMessages } from '../schema.js';
import { smsSettings } from '../settings.js';
import { ProviderError, providerFor, type SmsProvider } from './providers.js';

/** Waits after the 1st, 2nd, 3rd… failed attempt (the last repeats). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 25 * 60_000, 60 * 60_000];
/** A claimed message is due again after this long if its run never wrote an outcome. */
const LEASE_MS = 10 * 60_000;
/** Messages claimed per batch; a run takes batches until none is due. */
const BATCH = 50;

export interface DeliveryOutcome {
  sent: number;
  retried: number;
  failed: number;
}

/** The message's error as kept: the provider's words (never a number or a text: it is not given them). */
function errorOf(error: unknown): { message: string; permanent: boolean } {
  if (error instanceof ProviderError) return { message: error.message, permanent: error.permanent };
  return { message: error instanceof Error ? error.message : String(error), permanent: false };
}

/**
 * Delivers every queued message due at `now` (default: the current time). `provider` replaces the
 * installation's (tests, the demo). Stops between messages when `signal` is aborted.
 */
export async function deliverDue(
  ctx: AppContext,
  options: { now?: Date; provider?: SmsProvider; signal?: AbortSignal } = {},
): Promise<DeliveryOutcome> {
  const settings = smsSettings.of(ctx);
  const provider = options.provider ?? providerFor(settings);
  const outcome: DeliveryOutcome = { sent: 0, retried: 0, failed: 0 };
  const seen = new Set<number>();
  for (;;) {
    if (options.signal?.aborted) break;
    const now = options.now ?? new Date();
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.status, 'queued'),
            or(isNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = due.map((r) => r.id).filter((id) => !seen.has(id));
      if (!ids.length) return [];
      return tx
        .update(smsMessages)
        .set({
          attempts: sql`${smsMessages.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
          updatedAt: new Date(),
        })
        .where(inArray(smsMessages.id, ids))
        .returning();
    });
    if (!claimed.length) break;
    for (const message of claimed) {
      seen.add(message.id);
      if (options.signal?.aborted) break;
      try {
        const { providerMessageId } = await provider.deliver(message, options.signal);
        await ctx.db
          .update(smsMessages)
          .set({
            status: 'sent',
            sentAt: new Date(),
            nextAttemptAt: null,
            lastError: null,
            provider: provider.name,
            providerMessageId: providerMessageId ?? null,
            updatedAt: new Date(),
          })
          .where(eq(smsMessages.id, message.id));
        outcome.sent += 1;
      } catch (error) {
        const { message: said, permanent } = errorOf(error);
        const last = permanent || message.attempts >= settings.maxAttempts;
        const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1]!;
        await ctx.db
          .update(smsMessages)
          .set({
            status: last ? 'failed' : 'queued',
            lastError: said,
            provider: provider.name,
            nextAttemptAt: last ? null : new Date(now.getTime() + delay),
            updatedAt: new Date(),
          })
          .where(eq(smsMessages.id, message.id));
        // The id and the reason only: never the number or the text (docs/sms.md "Personal data").
        ctx.log.warn({ sms: message.id, attempt: message.attempts, final: last }, `SMS not delivered: ${said}`);
        if (last) outcome.failed += 1;
        else outcome.retried += 1;
      }
    }
  }
  return outcome;
}
