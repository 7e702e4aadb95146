export type TicketClientLogin = 'Logged In' | 'Not Logged';

const SIGNED_IN_KINDS: ReadonlySet<string> = new Set(['Client', 'Admin']);

/**
 * What a ticket shows about its client (spec §4): only a Client or an Admin can be logged in, and
 * a flag of "0" (string or number) says they were not. Kinds are matched exactly as the ticket
 * system spells them; any other kind (Unregistered, Email, unknown) is Not Logged.
 */
export function ticketClientLogin(kind: string, flag?: string | number | null): TicketClientLogin {
  if (!SIGNED_IN_KINDS.has(kind)) return 'Not Logged';
  return flag === '0' || flag === 0 ? 'Not Logged' : 'Logged In';
}
