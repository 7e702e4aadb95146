import * as api from '@backoffice/contract/modules/events';
import { handle } from '../../core/http.js';
import * as attendants from './services/attendants.js';
import { listBirthdays } from './services/birthdays.js';
import * as events from './services/events.js';
import * as national from './services/national.js';
import * as occurrences from './services/occurrences.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(api.listNationalEvents, ({ ctx }) => national.listNationalEvents(ctx)),
  handle(api.getNationalEvent, ({ ctx, params }) => national.getNationalEvent(ctx, params.id)),
  handle(api.createNationalEvent, ({ ctx, body }) => national.createNationalEvent(ctx, body)),
  handle(api.updateNationalEvent, ({ ctx, params, body }) => national.updateNationalEvent(ctx, params.id, body)),
  handle(api.deleteNationalEvent, ({ ctx, params }) => national.deleteNationalEvent(ctx, params.id)),
  handle(api.updateNationalEventWithBodyId, ({ ctx, body }) => national.updateNationalEvent(ctx, body.id, body)),
  handle(api.deleteNationalEventWithBodyId, ({ ctx, body }) => national.deleteNationalEvent(ctx, body.id)),
  handle(api.movableMethods, ({ ctx }) => national.movableMethods(ctx)),

  handle(api.listBirthdays, ({ ctx }) => listBirthdays(ctx)),
  handle(api.monthBirthdays, ({ ctx, params }) => listBirthdays(ctx, params.month)),

  handle(api.listRepeatableEvents, ({ ctx }) => events.listRepeatableEvents(ctx)),
  handle(api.getRepeatableEvent, ({ ctx, params }) => events.getEvent(ctx, params.id, 'repeatable')),
  handle(api.createRepeatableEvent, ({ ctx, user, body }) => events.createEvent(ctx, user, 'repeatable', body)),
  handle(api.updateRepeatableEvent, ({ ctx, user, params, body }) =>
    events.updateEvent(ctx, user, params.id, 'repeatable', body),
  ),
  handle(api.deleteRepeatableEvent, ({ ctx, user, params }) => events.deleteEvent(ctx, user, params.id, 'repeatable')),
  handle(api.updateRepeatableEventWithBodyId, ({ ctx, user, body }) =>
    events.updateEvent(ctx, user, body.id, 'repeatable', body),
  ),
  handle(api.deleteRepeatableEventWithBodyId, ({ ctx, user, body }) =>
    events.deleteEvent(ctx, user, body.id, 'repeatable'),
  ),

  handle(api.listEvents, ({ ctx, query }) => events.listEvents(ctx, query)),
  handle(api.getEvent, ({ ctx, params }) => events.getEvent(ctx, params.id)),
  handle(api.rangeEvents, ({ ctx, user, params }) => occurrences.occurrencesIn(ctx, user, params.from, params.to)),
  handle(api.calendarRange, ({ ctx, user, params }) => occurrences.calendarIn(ctx, user, params.from, params.to)),
  handle(api.monthEvents, ({ ctx, user, params }) => {
    const { from, to } = occurrences.periodOf(params.year, params.month, 1);
    return occurrences.occurrencesIn(ctx, user, from, to);
  }),
  handle(api.quarterEvents, ({ ctx, user, params }) => {
    const { from, to } = occurrences.periodOf(params.year, params.quarter * 3 - 2, 3);
    return occurrences.occurrencesIn(ctx, user, from, to);
  }),
  handle(api.yearEvents, ({ ctx, user, params }) => {
    const { from, to } = occurrences.periodOf(params.year, 1, 12);
    return occurrences.occurrencesIn(ctx, user, from, to);
  }),
  handle(api.createEvent, ({ ctx, user, body }) => events.createEvent(ctx, user, 'normal', body)),
  handle(api.updateEvent, ({ ctx, user, params, body }) => events.updateEvent(ctx, user, params.id, 'normal', body)),
  handle(api.deleteEvent, ({ ctx, user, params }) => events.deleteEvent(ctx, user, params.id, 'normal')),
  handle(api.updateEventWithBodyId, ({ ctx, user, body }) => events.updateEvent(ctx, user, body.id, 'normal', body)),
  handle(api.deleteEventWithBodyId, ({ ctx, user, body }) => events.deleteEvent(ctx, user, body.id, 'normal')),

  handle(api.listAttendants, ({ ctx, params }) => attendants.listAttendants(ctx, params.id)),
  handle(api.userAttendant, ({ ctx, params }) => attendants.userAttendant(ctx, params.id, params.userId)),
  handle(api.addAttendant, ({ ctx, user, params, body }) => attendants.addAttendant(ctx, user, params.id, body)),
  handle(api.updateAttendant, ({ ctx, params, body }) =>
    attendants.updateAttendant(ctx, params.id, params.attendantId, body.note),
  ),
  handle(api.removeAttendant, ({ ctx, user, params }) =>
    attendants.removeAttendant(ctx, user, params.id, params.attendantId),
  ),
  handle(api.updateAttendantWithBodyId, ({ ctx, params, body }) =>
    attendants.updateAttendant(ctx, params.id, body.id, body.note),
  ),
  handle(api.removeAttendantWithBodyId, ({ ctx, user, params, body }) =>
    attendants.removeAttendant(ctx, user, params.id, body.id),
  ),
  handle(api.listAttendance, ({ ctx, params, query }) => attendants.listAttendance(ctx, params.id, query.date)),
  handle(api.recordAttendance, ({ ctx, user, params, body }) =>
    attendants.recordAttendance(ctx, user, params.id, body),
  ),
  handle(api.updateAttendance, ({ ctx, user, params, body }) =>
    attendants.updateAttendance(ctx, user, params.id, body),
  ),
  handle(api.deleteAttendance, ({ ctx, params, body }) => attendants.deleteAttendance(ctx, params.id, body.id)),
];
