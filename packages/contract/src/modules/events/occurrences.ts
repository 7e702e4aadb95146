// Occurrences: what range answers hold (docs/events.md "Answers by range"), every event and holiday
// touching a date range, a month, a quarter or a year.
import { z } from 'zod';
import { endpoint, isoInstant } from '../../http.js';
import { dateRange } from '../../rules/dates.js';
import { addDays } from '../../rules/zoned-time.js';
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

/**
 * The calendar's compact answer for a range (issue 34, docs/events.md "The calendar's compact answer"):
 * each event once, with what is the same for all its occurrences, and each occurrence as the event's
 * index and its first day. The instants (`startsAt`, `endsAt`), which the calendar does not show, are left out.
 */
export const eventCalendar = z.object({
  events: z.array(
    z.object({
      eventId: z.number().int(),
      kind: z.enum(EVENT_KINDS),
      title: z.string(),
      description: z.string(),
      location: z.string(),
      color: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      /** Days from an occurrence's first day to its last (0: one day). */
      days: z.number().int(),
      dayOff: z.boolean(),
      repeats: z.string().nullable(),
      signUp: z.boolean(),
      capacity: z.number().int().nullable(),
      attendantCount: z.number().int(),
      attending: z.boolean(),
    }),
  ),
  /** In the calendar's order: `[index in events, first day]`. */
  occurrences: z.array(z.tuple([z.number().int(), z.string()])),
});
export type EventCalendar = z.infer<typeof eventCalendar>;

/** An occurrence as the calendar shows it: `Occurrence` without its instants. */
export type CalendarOccurrence = Omit<Occurrence, 'startsAt' | 'endsAt'>;

/** The compact answer from the occurrences (the server) … */
export function compactOccurrences(occurrences: readonly CalendarOccurrence[]): EventCalendar {
  const index = new Map<string, number>();
  const events: EventCalendar['events'] = [];
  const placed: EventCalendar['occurrences'] = [];
  for (const o of occurrences) {
    const id = `${o.kind}:${o.eventId}`;
    let at = index.get(id);
    if (at === undefined) {
      at = events.length;
      index.set(id, at);
      const { eventId, kind, title, description, location, color, startTime, endTime, dayOff, repeats } = o;
      const days = Math.round((Date.parse(o.endDate) - Date.parse(o.startDate)) / 86_400_000);
      events.push({
        ...{ eventId, kind, title, description, location, color, startTime, endTime, days, dayOff, repeats },
        ...{ signUp: o.signUp, capacity: o.capacity, attendantCount: o.attendantCount, attending: o.attending },
      });
    }
    placed.push([at, o.startDate]);
  }
  return { events, occurrences: placed };
}

/** … and the occurrences again from it (the calendar). */
export function expandEventCalendar(reply: EventCalendar): CalendarOccurrence[] {
  return reply.occurrences.map(([at, startDate]) => {
    const { days, ...event } = reply.events[at]!;
    return {
      ...event,
      key: `${event.kind}:${event.eventId}:${startDate}`,
      allDay: event.startTime === null,
      startDate,
      endDate: addDays(startDate, days),
    };
  });
}

export const calendarRange = endpoint({
  name: 'events.calendarRange',
  method: 'GET',
  path: '/event-calendar/event/calendar/{from}/{to}',
  access: read,
  summary: 'The calendar of a date range (both days included), compact: each event once, then its occurrences',
  params: rangeParams,
  reply: eventCalendar,
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
