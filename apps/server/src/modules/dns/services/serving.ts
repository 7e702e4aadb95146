// The PowerDNS side of a change (docs/architecture.md "Calling an external system"): a call
// PowerDNS refused is an API error with nothing changed; a call whose commit then failed is undone.
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import { PowerDnsError } from '../powerdns.js';

/** The failure of a change PowerDNS did not take; nothing was changed. */
export function servingError(action: string, error: unknown): never {
  if (error instanceof PowerDnsError) {
    const unavailable = error.kind === 'unreachable';
    throw new AppError(
      unavailable ? 'DNS_SERVER_UNAVAILABLE' : 'DNS_SERVER_REFUSED',
      `${action}: ${error.message}. Nothing was changed.`,
      undefined,
      undefined,
      unavailable ? 503 : 502,
    );
  }
  throw error;
}

/**
 * Undoes a PowerDNS change whose database side failed. If the undo fails too, the zone shows as
 * out of sync on its page, where "Push zone" repairs it; the failure is logged.
 */
export async function undo(ctx: AppContext, what: string, work: () => Promise<unknown>): Promise<void> {
  await work().catch((err: unknown) => ctx.log.error({ err }, `PowerDNS: could not ${what} after a failed commit`));
}
