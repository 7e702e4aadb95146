// Event calendar: events, national and repeatable events, birthdays, attendants and attendance
// (spec §2 "Calendar", §3 "Event", §7 "Event calendar under /event-calendar"). Decisions where the spec
// is silent: docs/events.md.
import { z } from 'zod';
import {
  bodyId,
  endpoint,
  idBody,
  idParams,
  isoInstant,
  listOf,
  pageQuery,
  policy,
  recordId,
  scopes,
} from '../http.js';
import { definePolicies } from '../policies.js';
import { dateRange, dateString, daysBetween } from '../rules/dates.js';
import { HOLIDAY_METHODS, MOVABLE_METHODS } from '../rules/holidays.js';
import { timeOfDay } from '../rules/shift-hours.js';

export { declaredScopes } from './events.scopes.js';

export const declaredPolicies = definePolicies({
  'events.attendant': {
    kind: 'request',
    description:
      'signing oneself up (or changing or leaving one’s own place) needs calendar:events:read; anyone else’s needs calendar:events:create',
  },
});

export const errorCodes = {
  EVENTS_FULL: 409,
  EVENTS_SIGN_UP_CLOSED: 409,
  EVENTS_ALREADY_ATTENDING: 409,
} as const;

/** The longest a normal event (or one occurrence of a repeatable event) lasts, in days. */
export const MAX_EVENT_DAYS = 31;
/** The longest range one range call answers, in days (a year view). */
export const MAX_RANGE_DAYS = 366;
/** Years the calendar answers for. */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;

const title = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters');
const description = z.string().trim().max(4000, 'must be at most 4000 characters').default('');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');
const year = z.coerce
  .number()
  .int('must be a whole year')
  .min(MIN_YEAR, `must be ${MIN_YEAR} or later`)
  .max(MAX_YEAR, `must be ${MAX_YEAR} or earlier`);

// ---- Normal and repeatable events ----

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
  createdAt: isoInstant,
  updatedAt: isoInstant,
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

// ---- National events (holidays) ----

export const nationalEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  /** A day off: counts as a non-working day (leave requests do not count it). */
  dayOff: z.boolean(),
  method: z.enum(HOLIDAY_METHODS),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
  weekday: z.number().int().nullable(),
  nth: z.number().int().nullable(),
  offset: z.number().int(),
  fromYear: z.number().int().nullable(),
  /** The next date it falls on, from today (company zone), within ten years. */
  next: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type NationalEvent = z.infer<typeof nationalEvent>;

const small = (min: number, max: number, message: string) =>
  z.number().int(message).min(min, message).max(max, message).nullable().default(null);

const nationalFields = z.object({
  title,
  description,
  color: color.default('#c62828'),
  dayOff: z.boolean().default(true),
  method: z.enum(HOLIDAY_METHODS, { message: `must be one of ${HOLIDAY_METHODS.join(', ')}` }),
  month: small(1, 12, 'must be a month 1–12'),
  day: small(1, 31, 'must be a day 1–31'),
  weekday: small(1, 7, 'must be 1 (Monday) to 7 (Sunday)'),
  nth: z
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 5), 'must be 1 to 5, or −1 for the last')
    .nullable()
    .default(null),
  offset: z
    .number()
    .int('must be whole days')
    .min(-200, 'must be −200 to 200')
    .max(200, 'must be −200 to 200')
    .default(0),
  fromYear: small(MIN_YEAR, MAX_YEAR, `must be a year ${MIN_YEAR}–${MAX_YEAR}`),
});

/** What a method needs: a fixed date names a real day and no offset; the n-th weekday its month, weekday and n. */
const nationalRule = (b: z.output<typeof nationalFields>, ctx: z.RefinementCtx) => {
  const need = (field: 'month' | 'day' | 'weekday' | 'nth') => {
    if (b[field] === null)
      ctx.addIssue({ code: 'custom', path: [field], message: `is required for the ${b.method} method` });
  };
  if (b.method === 'fixed') {
    need('month');
    need('day');
    if (b.month !== null && b.day !== null && b.day > new Date(Date.UTC(2024, b.month, 0)).getUTCDate()) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'is not a day of that month' });
    }
    if (b.offset !== 0) ctx.addIssue({ code: 'custom', path: ['offset'], message: 'must be 0 for a fixed date' });
  }
  if (b.method === 'nth-weekday') {
    need('month');
    need('weekday');
    need('nth');
  }
};

const nationalExample = { title: 'Christmas Day', method: 'fixed', month: 12, day: 25 };
export const nationalEventBody = nationalFields.superRefine(nationalRule).meta({ examples: [nationalExample] });
/** The spec's `PATCH /event-calendar/national-event`: the id in the body with the fields. */
export const nationalEventBodyWithId = nationalFields
  .extend({ id: bodyId })
  .superRefine(nationalRule)
  .meta({ examples: [{ id: 1, ...nationalExample }] });
export type NationalEventBody = z.output<typeof nationalEventBody>;

export const movableMethod = z.object({
  id: z.enum(MOVABLE_METHODS),
  label: z.string(),
  description: z.string(),
  /** The date the method gives (offset 0) this year and the next, company zone. */
  thisYear: z.string().nullable(),
  nextYear: z.string().nullable(),
});

// ---- Occurrences: what range answers hold ----

export const occurrence = z.object({
  /** Unique in an answer: `<kind>:<eventId>:<date>`. */
  key: z.string(),
  eventId: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.string(),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  /** The instants a timed occurrence starts and ends (company zone); null all day. */
  startsAt: isoInstant.nullable(),
  endsAt: isoInstant.nullable(),
  dayOff: z.boolean(),
  /** A repeatable event's rule in words ("every week on Monday"), or null. */
  repeats: z.string().nullable(),
  signUp: z.boolean(),
  capacity: z.number().int().nullable(),
  attendantCount: z.number().int(),
  /** The caller is an attendant. */
  attending: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrence>;

// ---- Birthdays ----

export const BIRTHDAY_VISIBILITY = ['full', 'no-year', 'hidden'] as const;
export type BirthdayVisibility = (typeof BIRTHDAY_VISIBILITY)[number];

export const birthday = z.object({
  userId: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  month: z.number().int(),
  day: z.number().int(),
  /** Only when its owner shows the whole date. */
  year: z.number().int().nullable(),
});
export type Birthday = z.infer<typeof birthday>;

// ---- Attendants and attendance ----

export const attendant = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  note: z.string(),
  createdAt: isoInstant,
});
export type Attendant = z.infer<typeof attendant>;

const note = z.string().trim().max(500, 'must be at most 500 characters').default('');

export const attendantBody = z.object({
  /** Someone else (calendar:events:create); yourself when left out. */
  userId: bodyId.optional(),
  note,
});

export const attendance = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  /** The date of the occurrence. */
  date: z.string(),
  present: z.boolean(),
  note: z.string(),
  recordedById: z.number().int().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: isoInstant,
});
export type Attendance = z.infer<typeof attendance>;

export const recordAttendanceBody = z
  .object({
    date: dateString,
    entries: z
      .array(z.object({ userId: bodyId, present: z.boolean(), note: note.optional() }))
      .min(1, 'must name someone')
      .max(500, 'must name at most 500 people')
      .refine((e) => new Set(e.map((x) => x.userId)).size === e.length, 'must name each person once'),
  })
  .meta({ examples: [{ date: '2026-11-23', entries: [{ userId: 1, present: true }] }] });

// ---- Endpoints ----

const read = scopes('calendar:events:read');
const manage = scopes('calendar:events:create');
const deleted = z.object({ id: z.number().int() });

export const listNationalEvents = endpoint({
  name: 'events.listNationalEvents',
  method: 'GET',
  path: '/event-calendar/national-event',
  access: read,
  summary: 'National holidays, by the month they fall in this year',
  reply: z.array(nationalEvent),
});

export const getNationalEvent = endpoint({
  name: 'events.getNationalEvent',
  method: 'GET',
  path: '/event-calendar/national-event/event/{id}',
  access: read,
  record: 'any',
  summary: 'One national holiday',
  params: idParams,
  reply: nationalEvent,
});

export const createNationalEvent = endpoint({
  name: 'events.createNationalEvent',
  method: 'POST',
  path: '/event-calendar/national-event',
  access: manage,
  summary: 'Add a national holiday: a fixed date, or a movable method plus an offset',
  body: nationalEventBody,
  status: 201,
  reply: nationalEvent,
});

export const updateNationalEvent = endpoint({
  name: 'events.updateNationalEvent',
  method: 'PATCH',
  path: '/event-calendar/national-event/{id}',
  access: manage,
  record: 'any',
  summary: 'Change a national holiday',
  params: idParams,
  body: nationalEventBody,
  reply: nationalEvent,
});

export const deleteNationalEvent = endpoint({
  name: 'events.deleteNationalEvent',
  method: 'DELETE',
  path: '/event-calendar/national-event/{id}',
  access: manage,
  record: 'any',
  summary: 'Remove a national holiday',
  params: idParams,
  reply: deleted,
});

// The spec's form of the two calls above: the id in the body (docs/events.md "Calls").
export const updateNationalEventWithBodyId = endpoint({
  name: 'events.updateNationalEventWithBodyId',
  method: 'PATCH',
  path: '/event-calendar/national-event',
  access: manage,
  record: 'any',
  summary: 'Change a national holiday (the id in the body, as the spec writes it)',
  body: nationalEventBodyWithId,
  reply: nationalEvent,
});

export const deleteNationalEventWithBodyId = endpoint({
  name: 'events.deleteNationalEventWithBodyId',
  method: 'DELETE',
  path: '/event-calendar/national-event',
  access: manage,
  record: 'any',
  summary: 'Remove a national holiday (the id in the body, as the spec writes it)',
  body: idBody,
  reply: deleted,
});

export const movableMethods = endpoint({
  name: 'events.movableMethods',
  method: 'GET',
  path: '/event-calendar/national-event/movable-methods',
  access: read,
  summary: 'The methods a movable holiday is computed by, with the dates they give this year and the next',
  reply: z.array(movableMethod),
});

export const listBirthdays = endpoint({
  name: 'events.listBirthdays',
  method: 'GET',
  path: '/event-calendar/employee-birthday',
  access: read,
  summary: 'Employee birthdays, by month and day (those their owners hide are left out; the year only when shown)',
  reply: z.array(birthday),
});

export const monthBirthdays = endpoint({
  name: 'events.monthBirthdays',
  method: 'GET',
  path: '/event-calendar/employee-birthday/month/{month}',
  access: read,
  summary: 'Employee birthdays in a month (1–12)',
  params: z.object({ month: z.coerce.number().int().min(1, 'must be a month 1–12').max(12, 'must be a month 1–12') }),
  reply: z.array(birthday),
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

const rangeParams = dateRange(MAX_RANGE_DAYS, { from: '2026-11-01', to: '2026-11-30' });

const occurrences = z.array(occurrence);

export const rangeEvents = endpoint({
  name: 'events.rangeEvents',
  method: 'GET',
  path: '/event-calendar/event/range/{from}/{to}',
  access: read,
  summary: 'Every occurrence of every event and holiday touching a date range (both days included)',
  params: rangeParams,
  reply: occurrences,
});

export const monthEvents = endpoint({
  name: 'events.monthEvents',
  method: 'GET',
  path: '/event-calendar/event/month/{year}/{month}',
  access: read,
  summary: 'Every occurrence in a month',
  params: z.object({
    year,
    month: z.coerce.number().int().min(1, 'must be a month 1–12').max(12, 'must be a month 1–12'),
  }),
  reply: occurrences,
});

export const quarterEvents = endpoint({
  name: 'events.quarterEvents',
  method: 'GET',
  path: '/event-calendar/event/quarter/{year}/{quarter}',
  access: read,
  summary: 'Every occurrence in a quarter (1–4)',
  params: z.object({
    year,
    quarter: z.coerce.number().int().min(1, 'must be a quarter 1–4').max(4, 'must be a quarter 1–4'),
  }),
  reply: occurrences,
});

export const yearEvents = endpoint({
  name: 'events.yearEvents',
  method: 'GET',
  path: '/event-calendar/event/year/{year}',
  access: read,
  summary: 'Every occurrence in a year',
  params: z.object({ year }),
  reply: occurrences,
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

const attendantParams = z.object({ id: recordId, attendantId: recordId });

export const listAttendants = endpoint({
  name: 'events.listAttendants',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  record: 'any',
  summary: 'The people signed up for an event, by name',
  params: idParams,
  reply: z.array(attendant),
});

export const userAttendant = endpoint({
  name: 'events.userAttendant',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendant/{userId}',
  access: read,
  record: 'any',
  summary: "A person's place at an event (404 when not signed up)",
  params: z.object({ id: recordId, userId: recordId }),
  reply: attendant,
});

// One's own place at an event needs only calendar:events:read (docs/events.md "Attendants"): a
// changing call a reader may make (issue 25's route × scope matrix asks why).
const OWN_PLACE =
  "The caller's own place: signing up, changing one's note, leaving; anyone else's needs calendar:events:create (policy events.attendant)";

export const addAttendant = endpoint({
  name: 'events.addAttendant',
  method: 'POST',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: 'Sign yourself up for an event (or, with calendar:events:create, someone else)',
  params: idParams,
  body: attendantBody,
  status: 201,
  reply: attendant,
});

export const updateAttendant = endpoint({
  name: 'events.updateAttendant',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendant/{attendantId}',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Change an attendant's note (your own, or anyone's with calendar:events:create)",
  params: attendantParams,
  body: z.object({ note }),
  reply: attendant,
});

export const removeAttendant = endpoint({
  name: 'events.removeAttendant',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendant/{attendantId}',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: 'Leave an event (or, with calendar:events:create, remove someone)',
  params: attendantParams,
  reply: deleted,
});

// The spec's form of the two calls above: the attendant's id in the body (docs/events.md "Calls").
export const updateAttendantWithBodyId = endpoint({
  name: 'events.updateAttendantWithBodyId',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Change an attendant's note (the attendant's id in the body, as the spec writes it)",
  params: idParams,
  body: z.object({ id: bodyId, note }),
  reply: attendant,
});

export const removeAttendantWithBodyId = endpoint({
  name: 'events.removeAttendantWithBodyId',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Leave an event, or remove someone (the attendant's id in the body, as the spec writes it)",
  params: idParams,
  body: idBody,
  reply: deleted,
});

export const listAttendance = endpoint({
  name: 'events.listAttendance',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendance',
  access: read,
  record: 'any',
  summary: 'Who came to an event (one occurrence with `date`), latest first',
  params: idParams,
  query: z.object({ date: dateString.optional() }),
  reply: z.array(attendance),
});

export const recordAttendance = endpoint({
  name: 'events.recordAttendance',
  method: 'POST',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Record who came (or not) to an occurrence that has begun; people already recorded are updated',
  params: idParams,
  body: recordAttendanceBody,
  reply: z.array(attendance),
});

export const updateAttendance = endpoint({
  name: 'events.updateAttendance',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Change one attendance record',
  params: idParams,
  body: z.object({ id: bodyId, present: z.boolean(), note: note.optional() }),
  reply: attendance,
});

export const deleteAttendance = endpoint({
  name: 'events.deleteAttendance',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Remove one attendance record',
  params: idParams,
  body: z.object({ id: bodyId }),
  reply: deleted,
});
