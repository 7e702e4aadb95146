// QC v1 (spec §7 "QC v1" tickets): the older ticket calls, over the same data and rules as QC v2
// (docs/qa.md "QC v1"): the list is v2's archive (reviewed) or the waiting tickets, taking a ticket is the
// queue's claim, a review is v2's review of the ticket (a row of the same tables), search is the archive's.
import { z } from 'zod';
import { endpoint, idParams, listOf, pageQuery, scopes } from '../../http.js';
import { archiveQuery, review, ticketArchiveItem, ticketDetail, ticketReviewBody } from './reviews.js';

export const v1TicketsQuery = pageQuery.extend({
  /** true: the reviews made (v2's archive, newest first); false (default): the tickets waiting, oldest first. */
  reviewed: z.enum(['true', 'false']).default('false'),
});

/** A row of the v1 ticket list: v2's archive row, whose review is null for a ticket still waiting. */
export const v1TicketListItem = ticketArchiveItem.extend({ review: ticketArchiveItem.shape.review.nullable() });
export type V1TicketListItem = z.infer<typeof v1TicketListItem>;

export const v1ListTickets = endpoint({
  name: 'qa.v1ListTickets',
  method: 'GET',
  path: '/qa-controller/tickets',
  access: scopes('qa:ticket:read'),
  summary:
    '`reviewed=true`: the ticket reviews (newest first); otherwise the tickets waiting for review (oldest first)',
  query: v1TicketsQuery,
  reply: listOf(v1TicketListItem),
});

export const v1TakeTicket = endpoint({
  name: 'qa.v1TakeTicket',
  method: 'GET',
  path: '/qa-controller/tickets/unreviewed/{id}',
  access: scopes('qa:ticket:review'),
  // Any ticket, as v2's ticket calls: the review scope reaches every ticket.
  record: 'any',
  summary:
    'Take a ticket for review: the queue’s claim on that ticket when it waits and nobody else holds it; the ticket either way (`claim` says who holds it)',
  params: idParams,
  reply: ticketDetail,
});

export const v1GetTicket = endpoint({
  name: 'qa.v1GetTicket',
  method: 'GET',
  path: '/qa-controller/tickets/{id}',
  access: scopes('qa:ticket:read'),
  // Any ticket: the read scope reaches every ticket (v2's getTicket alike).
  record: 'any',
  summary: 'A ticket with its thread, comments, notes and reviews',
  params: idParams,
  reply: ticketDetail,
});

export const v1TicketReviewBody = ticketReviewBody.omit({ ticketId: true });

export const v1ReviewTicket = endpoint({
  name: 'qa.v1ReviewTicket',
  method: 'PATCH',
  path: '/qa-controller/tickets/{id}',
  access: scopes('qa:ticket:review'),
  // Any ticket, as v2's createTicketReview: the review made is the caller's own.
  record: 'any',
  summary:
    'Review a ticket (v2’s ticket review: a grade for each active criterion); the caller’s earlier live review of it is replaced',
  params: idParams,
  body: v1TicketReviewBody,
  reply: review,
});

export const v1SearchTickets = endpoint({
  name: 'qa.v1SearchTickets',
  method: 'GET',
  path: '/qa-controller/tickets/search/{term}',
  access: scopes('qa:ticket:read'),
  summary: 'Ticket reviews whose ticket holds the words (full text, as the archive’s search), newest first',
  params: z.object({ term: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters') }),
  query: archiveQuery.pick({ page: true, take: true }),
  reply: listOf(ticketArchiveItem),
});
