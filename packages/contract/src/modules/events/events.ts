// Normal and repeatable events (docs/events.md "Kinds of event"): their shape, the bodies that create and
// change them (a repeatable one's RFC 5545 rule and the dates it leaves out), and their calls, the
// spec's id-in-the-body forms among them.
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, listOf, pageQuery, timestamps } from '../../http.js';
import { dateString, daysBetween } from '../../rules/dates.js';
import { timeOfDay } from '../../rules/shift-hours.js';
import { MAX_EVENT_DAYS } from './constants.js';
import { color, deleted, description, manage, read, title } from './fields.js';

export const EVENT_KINDS = ['normal', 'repeatable', 'national'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const event = z.object({
  id: z.number().int(),
  kind: z.enum(['normal', 'repeatable']),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.string(),
  /** The first (or only) occurrence: dates and `HH:mm` wall-clock times of the company zone; no times is all day. */
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  /** People may sign themselves up. */
  signUp: z.boolean(),
  /** At most this many attendants, or no limit. */
  capacity: z.number().int().nullable(),
  /** Repeatable events: the RFC 5545 rule (`FREQ=WEEKLY;BYDAY=MO`), its dates left out, and the last date it reaches (null: for ever). */
  rrule: z.string().nullable(),
  /** The rule in words ("every week on Monday"), or null. */
  repeats: z.string().nullable(),
  exdates: z.array(z.string()),
  until: z.string().nullable(),
  attendantCount: z.number().int(),
  createdById: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  ...timestamps,
});
export type CalendarEvent = z.infer<typeof event>;

const eventFields = z.object({
  title,
  description,
  location: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  color: color.default('#1565c0'),
  startDate: dateString,
  startTime: timeOfDay.nullable().default(null),
  endDate: dateString,
  endTime: timeOfDay.nullable().default(null),
  signUp: z.boolean().default(true),
  capacity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .nullable()
    .default(null),
});
type EventTimes = { startDate: string; startTime: string | null; endDate: string; endTime: string | null };

export { daysBetween };

const timed = <T extends z.ZodType<EventTimes>>(schema: T) =>
  schema
    .refine((e) => (e.startTime === null) === (e.endTime === null), {
      path: ['endTime'],
      message: 'must be given with a start time (neither for an all-day event)',
    })
    .refine(
      (e) =>
        e.endDate > e.startDate ||
        (e.endDate === e.startDate && (e.startTime === null || e.endTime === null || e.endTime > e.startTime)),
      { path: ['endDate'], message: 'must be after the start' },
    )
    .refine((e) => daysBetween(e.startDate, e.endDate) < MAX_EVENT_DAYS, {
      path: ['endDate'],
      message: `must be within ${MAX_EVENT_DAYS} days of the start`,
    });

const eventExample = {
  title: 'Team meeting',
  startDate: '2026-11-23',
  startTime: '10:00',
  endDate: '2026-11-23',
  endTime: '11:00',
};
export const eventBody = timed(eventFields).meta({ examples: [eventExample] });
export type EventBody = z.output<typeof eventBody>;
/** The spec's `PATCH /event-calendar/event`: the event's id in the body with its fields. */
export const eventBodyWithId = timed(eventFields.extend({ id: bodyId })).meta({
  examples: [{ id: 1, ...eventExample }],
});

/** RFC 5545 RRULE parts, without DTSTART (the event's start is the rule's start). The server parses it fully. */
export const rruleString = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^(?:RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+\-:]+)*$/i, {
    message: 'must be an RFC 5545 rule repeating daily, weekly, monthly or yearly (FREQ=WEEKLY;BYDAY=MO)',
  });

const repeatableFields = eventFields.extend({
  rrule: rruleString,
  exdates: z
    .array(dateString)
    .max(500, 'must hold at most 500 dates')
    .refine((d) => new Set(d).size === d.length, 'must not repeat a date')
    .default([]),
});
const repeatableExample = {
  title: 'Weekly sync',
  startDate: '2026-11-23',
  startTime: '10:00',
  endDate: '2026-11-23',
  endTime: '10:30',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
};
export const repeatableEventBody = timed(repeatableFields).meta({ examples: [repeatableExample] });
export type RepeatableEventBody = z.output<typeof repeatableEventBody>;
/** The spec's `PATCH /event-calendar/repeatable-event`: the id in the body with the fields. */
export const repeatableEventBodyWithId = timed(repeatableFields.extend({ id: bodyId })).meta({
  examples: [{ id: 1, ...repeatableExample }],
});

export const listRepeatableEvents = endpoint({
  name: 'events.listRepeatableEvents',
  method: 'GET',
  path: '/event-calendar/repeatable-event',
  access: read,
  summary: 'Repeatable events',
  reply: z.array(event),
});

export const getRepeatableEvent = endpoint({
  name: 'events.getRepeatableEvent',
  method: 'GET',
  path: '/event-calendar/repeatable-event/event/{id}',
  access: read,
  record: 'any',
  summary: 'One repeatable event',
  params: idParams,
  reply: event,
});

export const createRepeatableEvent = endpoint({
  name: 'events.createRepeatableEvent',
  method: 'POST',
  path: '/event-calendar/repeatable-event',
  access: manage,
  summary: 'Create a repeatable event: its first occurrence, an RFC 5545 rule and the dates left out',
  body: repeatableEventBody,
  status: 201,
  reply: event,
});

export const updateRepeatableEvent = endpoint({
  name: 'events.updateRepeatableEvent',
  method: 'PATCH',
  path: '/event-calendar/repeatable-event/{id}',
  access: manage,
  record: 'any',
  summary: 'Change a repeatable event (its attendants are notified)',
  params: idParams,
  body: repeatableEventBody,
  reply: event,
});

export const deleteRepeatableEvent = endpoint({
  name: 'events.deleteRepeatableEvent',
  method: 'DELETE',
  path: '/event-calendar/repeatable-event/{id}',
  access: manage,
  record: 'any',
  summary: 'Cancel a repeatable event (its attendants are notified)',
  params: idParams,
  reply: deleted,
});

// The spec's form of the two calls above: the id in the body (docs/events.md "Calls").
export const updateRepeatableEventWithBodyId = endpoint({
  name: 'events.updateRepeatableEventWithBodyId',
  method: 'PATCH',
  path: '/event-calendar/repeatable-event',
  access: manage,
  record: 'any',
  summary: 'Change a repeatable event (its attendants are notified) (the id in the body, as the spec writes it)',
  body: repeatableEventBodyWithId,
  reply: event,
});

export const deleteRepeatableEventWithBodyId = endpoint({
  name: 'events.deleteRepeatableEventWithBodyId',
  method: 'DELETE',
  path: '/event-calendar/repeatable-event',
  access: manage,
  record: 'any',
  summary: 'Cancel a repeatable event (its attendants are notified) (the id in the body, as the spec writes it)',
  body: idBody,
  reply: deleted,
});

export const listEvents = endpoint({
  name: 'events.listEvents',
  method: 'GET',
  path: '/event-calendar/event',
  access: read,
  summary: 'Normal events, latest first; `search` matches the title and place, `from` leaves out earlier ones',
  query: pageQuery.extend({
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    from: dateString.optional(),
  }),
  reply: listOf(event),
});

export const getEvent = endpoint({
  name: 'events.getEvent',
  method: 'GET',
  path: '/event-calendar/event/event/{id}',
  access: read,
  record: 'any',
  summary: 'One event (normal or repeatable)',
  params: idParams,
  reply: event,
});

export const createEvent = endpoint({
  name: 'events.createEvent',
  method: 'POST',
  path: '/event-calendar/event',
  access: manage,
  summary: 'Create an event',
  body: eventBody,
  status: 201,
  reply: event,
});

export const updateEvent = endpoint({
  name: 'events.updateEvent',
  method: 'PATCH',
  path: '/event-calendar/event/{id}',
  access: manage,
  record: 'any',
  summary: 'Change an event (its attendants are notified)',
  params: idParams,
  body: eventBody,
  reply: event,
});

export const deleteEvent = endpoint({
  name: 'events.deleteEvent',
  method: 'DELETE',
  path: '/event-calendar/event/{id}',
  access: manage,
  record: 'any',
  summary: 'Cancel an event (its attendants are notified)',
  params: idParams,
  reply: deleted,
});

// The spec's form of the two calls above: the id in the body (docs/events.md "Calls").
export const updateEventWithBodyId = endpoint({
  name: 'events.updateEventWithBodyId',
  method: 'PATCH',
  path: '/event-calendar/event',
  access: manage,
  record: 'any',
  summary: 'Change an event (its attendants are notified) (the id in the body, as the spec writes it)',
  body: eventBodyWithId,
  reply: event,
});

export const deleteEventWithBodyId = endpoint({
  name: 'events.deleteEventWithBodyId',
  method: 'DELETE',
  path: '/event-calendar/event',
  access: manage,
  record: 'any',
  summary: 'Cancel an event (its attendants are notified) (the id in the body, as the spec writes it)',
  body: idBody,
  reply: deleted,
});
