import { z } from 'zod';

/** A real calendar date `YYYY-MM-DD` (2026-02-30 and 2023-02-29 are rejected). */
export const dateString = z.iso.date({ message: 'Expected a calendar date YYYY-MM-DD' });

/**
 * `YYYY-MM-DD`, the only date format on the wire (spec §7, §9: "ISO dates cut to 10 characters").
 * A Date goes through `toISOString()`, so it is read in UTC. A string is cut as written, not
 * re-parsed, so `2026-03-05T01:00:00+02:00` stays on the 5th; it must start with a real date.
 * Anything else (an Invalid Date, a year past 9999, `05/03/2026`) throws a RangeError.
 */
export function isoDate(value: Date | string): string {
  const date = value instanceof Date ? utcDate(value) : value.slice(0, 10);
  if (!dateString.safeParse(date).success) throw new RangeError(`Invalid date "${String(value)}", expected YYYY-MM-DD`);
  return date;
}

function utcDate(value: Date): string {
  // toISOString() itself throws on an Invalid Date; returning '' lets the one check above report it.
  return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/**
 * `{ from, to }` days, `to` not before `from` and less than `maxDays` after it (refusals name `to`).
 * The example is a week; a schema with other fields extends `.shape` and adds `dateRangeRules`.
 */
export function dateRange(maxDays: number, example = { from: '2026-11-23', to: '2026-11-29' }) {
  return dateRangeRules(z.object({ from: dateString, to: dateString }), maxDays).meta({ examples: [example] });
}

/** The rules of `dateRange` on a schema that has `from` and `to` among other fields. */
export function dateRangeRules<T extends z.ZodType<{ from: string; to: string }>>(schema: T, maxDays: number) {
  return schema
    .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
    .refine((q) => daysBetween(q.from, q.to) < maxDays, {
      path: ['to'],
      message: `must be less than ${maxDays} days after from`,
    });
}
