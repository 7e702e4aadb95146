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
