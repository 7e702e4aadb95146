// Wall-clock times of the company's time zone (`TZ`) as instants, across daylight-saving changes,
// with nothing but `Intl` (the same on the server and in the browser).

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// Offsets change only at transitions, and every zone's transitions since 1900 fall on a quarter of an
// hour: one answer per zone and quarter hour serves every instant in it (Intl is slow to ask).
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  const key = `${timeZone}\u0000${Math.floor(instant / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = askOffset(instant, timeZone);
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function askOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's clocks show `date` `time` (`YYYY-MM-DD`, `HH:mm`). A time that
 * does not exist (skipped by a spring-forward change) is read with the offset before the change,
 * so 02:30 on that night is 03:30; a time that exists twice (autumn) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!);
  const before = zoneOffset(wall - 24 * 3600_000, timeZone);
  const after = zoneOffset(wall + 24 * 3600_000, timeZone);
  // Try the earlier offset first: it gives the first occurrence of a repeated time.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = wall - offset;
    if (zoneOffset(candidate, timeZone) === offset) return new Date(candidate);
  }
  return new Date(wall - before);
}

/** `YYYY-MM-DD` plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a `YYYY-MM-DD`: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The first day of the month holding `date`, or of the month `months` later (earlier when negative). */
export function monthStart(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The last day of the month holding `date`. */
export function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

/** The calendar date the zone's clocks show at an instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}
