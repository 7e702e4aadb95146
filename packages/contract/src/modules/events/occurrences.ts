// Occurrences: what range answers hold (docs/events.md "Answers by range"), every event and holiday
// touching a date range, a month, a quarter or a year.
import { z } from 'zod';
import { endpoint, isoInstant } from '../../http.js';
import { dateRange } from '../../rules/dates.js';
import { MAX_RANGE_DAYS } from './constants.js';
import { EVENT_KINDS } from './events.js';
import { read, year } from './fields.js';

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
