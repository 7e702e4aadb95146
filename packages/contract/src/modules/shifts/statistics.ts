// Shift statistics: a person's hours, weighted hours, night hours and shifts per month.
import { z } from 'zod';
import { endpoint, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { read } from './fields.js';

export const shiftStatistics = z.object({
  userId: z.number().int(),
  /** The month of the date asked about, `YYYY-MM`. */
  month: z.string(),
  shifts: z.number().int(),
  hours: z.number(),
  dayHours: z.number(),
  nightHours: z.number(),
  weightedHours: z.number(),
  shortRests: z.number().int(),
  /** The twelve months up to that one, oldest first. */
  months: z.array(
    z.object({ month: z.string(), shifts: z.number().int(), weightedHours: z.number(), nightHours: z.number() }),
  ),
});

const statisticsQuery = z.object({ userId: recordId, date: dateString });

export const statistics = endpoint({
  name: 'shifts.statistics',
  method: 'GET',
  path: '/shift-statistics',
  access: read,
  summary: "A person's hours, weighted hours, night hours and shifts per month",
  query: statisticsQuery,
  reply: shiftStatistics,
});

/**
 * The same statistics under /calendar/shifts: the spec lists `GET /shift-statistics` in its bullet
 * "Shifts under /calendar/shifts", whose other calls are relative to it (docs/shifts.md "Calls").
 */
export const statisticsUnderShifts = endpoint({
  name: 'shifts.statisticsUnderShifts',
  method: 'GET',
  path: '/calendar/shifts/shift-statistics',
  access: read,
  summary: "A person's hours, weighted hours, night hours and shifts per month (the same as /shift-statistics)",
  query: statisticsQuery,
  reply: shiftStatistics,
});
