// QC v1's ticket calls (spec §7 "QC v1" tickets): the list, a ticket taken for review, a ticket, the search.
// A review made from the v1 screens refreshes them as v2's calls do.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useV1Tickets = endpointQuery(qa.v1ListTickets, { keepPreviousData: true }).use;
export const useV1TicketSearch = endpointQuery(qa.v1SearchTickets, { keepPreviousData: true }).use;
// Taking claims on every read: never served from the cache.
export const useV1TakeTicket = endpointQuery(qa.v1TakeTicket, { staleTime: 0 }).use;
export const useV1Ticket = endpointQuery(qa.v1GetTicket).use;

export const useV1ReviewTicket = endpointMutation(qa.v1ReviewTicket, {
  invalidates: [qa.v1GetTicket, qa.v1ListTickets, qa.getTicket, qa.ticketArchive, qa.getReviewProgress],
});
