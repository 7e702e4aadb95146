// QC v1 (spec §7 "QC v1" tickets): thin adapters over QC v2's services (docs/qa.md "QC v1").
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { detailOf } from '../services/conversations.js';
import { createReview } from '../services/reviews.js';
import { KINDS } from '../services/shared.js';
import { listTickets, searchTickets, takeTicket } from './tickets.js';

export const handlers: Handler[] = [
  handle(api.v1ListTickets, ({ ctx, query }) => listTickets(ctx, query) as never),
  handle(api.v1TakeTicket, ({ ctx, user, params }) => takeTicket(ctx, user, params.id)),
  handle(api.v1GetTicket, ({ ctx, params }) => detailOf(ctx, KINDS.ticket, params.id) as never),
  handle(api.v1ReviewTicket, ({ ctx, user, params, body }) => createReview(ctx, user, 'ticket', params.id, body)),
  handle(api.v1SearchTickets, ({ ctx, params, query }) => searchTickets(ctx, params.term, query)),
];
