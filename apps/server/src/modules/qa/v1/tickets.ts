// QC v1's ticket calls as QC v2's services (docs/qa.md "QC v1"): the list is the archive or the waiting
// tickets, taking a ticket is the queue's claim on it, the search is the archive's full text.
import type { TicketDetail, V1TicketListItem } from '@backoffice/contract/modules/qa';
import type { AppContext } from '../../../core/context.js';
import type { PageParams } from '../../../core/db/lists.js';
import { archive } from '../services/archive.js';
import { detailOf } from '../services/conversations.js';
import { openQueue, waitingList } from '../services/queue.js';
import { KINDS } from '../services/shared.js';

/** The archive as v2 opens it: every review (deleted ones shown as such), newest first. */
const reviews = (ctx: AppContext, q: PageParams & { search?: string }) =>
  archive(ctx, 'ticket', { ...q, direction: 'DESC', deleted: 'with' });

/** `reviewed=true`: the reviews (v2's archive); otherwise the waiting tickets, each with no review. */
export async function listTickets(ctx: AppContext, q: PageParams & { reviewed: 'true' | 'false' }) {
  const { reviewed, ...page } = q;
  if (reviewed === 'true') return reviews(ctx, page);
  const waiting = await waitingList(ctx, 'ticket', page);
  return {
    ...waiting,
    items: waiting.items.map(
      (ticket): V1TicketListItem => ({ review: null, ticket: ticket as never, replacedBy: null }),
    ),
  };
}

export const searchTickets = (ctx: AppContext, term: string, q: PageParams) => reviews(ctx, { ...q, search: term });

/**
 * The queue's claim on that one ticket (when it waits and nobody else holds it; the caller's other claim
 * goes back), then the ticket as it is: `claim` says who holds it.
 */
export async function takeTicket(ctx: AppContext, user: { id: number }, id: number): Promise<TicketDetail> {
  const { next } = (await openQueue(ctx, user, 'ticket', { id })) as { next: TicketDetail | null };
  return next ?? ((await detailOf(ctx, KINDS.ticket, id)) as TicketDetail);
}
