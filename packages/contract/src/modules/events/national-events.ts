// National events (holidays, docs/events.md "Kinds of event"): a fixed date, or a movable method plus an
// offset; the methods a movable holiday is computed by.
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, timestamps } from '../../http.js';
import { HOLIDAY_METHODS, MOVABLE_METHODS } from '../../rules/holidays.js';
import { MAX_YEAR, MIN_YEAR } from './constants.js';
import { color, deleted, description, manage, read, title } from './fields.js';

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
  ...timestamps,
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
