// The ticket calls of QC v2 (spec §7 "QC v2" tickets): the queue, the archive, a ticket, its tags and
// its reviews. The shapes: reviews.ts.
import { z } from 'zod';
import { endpoint, idParams, listOf, owner, scopes } from '../../http.js';
import { tagRef, ticketSummary } from './conversations.js';
import {
  archiveQuery,
  QUEUE_LEASE_MINUTES,
  queueQuery,
  queueReply,
  review,
  reviewDeleted,
  tagsBody,
  ticketArchiveItem,
  ticketDetail,
  ticketReviewBody,
} from './reviews.js';
// ---- Ticket endpoints ----

export const ticketQueue = endpoint({
  name: 'qa.ticketQueue',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/queue',
  access: scopes('qa:ticket:review'),
  summary: `The next waiting ticket (pulled in by the ticket cron), oldest first, claimed for ${QUEUE_LEASE_MINUTES} minutes`,
  query: queueQuery,
  reply: queueReply(ticketDetail, ticketSummary),
});

export const ticketArchive = endpoint({
  name: 'qa.ticketArchive',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/archive',
  access: scopes('qa:ticket:review'),
  summary:
    'Ticket reviews with their tickets, newest first; `sortBy` reviewedAt | conversationAt | score, `direction` ASC | DESC',
  query: archiveQuery,
  reply: listOf(ticketArchiveItem),
});

export const getTicket = endpoint({
  name: 'qa.getTicket',
  method: 'GET',
  path: '/ticket-controller-v2/tickets/{id}',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'A ticket with its thread, comments, notes and reviews',
  params: idParams,
  reply: ticketDetail,
});

export const tagTicket = endpoint({
  name: 'qa.tagTicket',
  method: 'POST',
  path: '/ticket-controller-v2/tickets/{id}/tags',
  access: scopes('qa:ticket:review'),
  record: 'any',
  summary: 'Set the tags of a ticket (the queue filters by them)',
  params: idParams,
  body: tagsBody,
  reply: z.array(tagRef),
});

export const createTicketReview = endpoint({
  name: 'qa.createTicketReview',
  method: 'POST',
  path: '/ticket-controller-v2/reviews',
  access: scopes('qa:ticket:review'),
  summary: 'Review a ticket (a grade for each active criterion); the caller’s earlier live review of it is replaced',
  body: ticketReviewBody,
  status: 201,
  reply: review,
});

export const deleteTicketReview = endpoint({
  name: 'qa.deleteTicketReview',
  method: 'DELETE',
  path: '/ticket-controller-v2/reviews/{id}',
  access: scopes('qa:ticket:review'),
  record: owner('qa.ticketReview', { or: 'qa:manager' }),
  summary: 'Delete a ticket review (soft: it counts nowhere and shows as deleted)',
  params: idParams,
  reply: reviewDeleted,
});
