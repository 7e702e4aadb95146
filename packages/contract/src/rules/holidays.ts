// National holidays (spec §3: national events have movable methods): a holiday is a rule, never a
// date typed in each year. Fixed ones fall on a month and day; movable ones on a method (Western or
// Orthodox Easter, or the n-th weekday of a month) plus an offset in days. Pure and shared: the server
// expands holidays into calendar ranges with it, the web previews a rule's next dates as it is typed.
import { addDays, isoWeekday } from './zoned-time.js';

export const HOLIDAY_METHODS = ['fixed', 'western-easter', 'orthodox-easter', 'nth-weekday'] as const;
export type HolidayMethod = (typeof HOLIDAY_METHODS)[number];
/** The methods whose date moves from year to year (`GET /event-calendar/national-event/movable-methods`). */
export const MOVABLE_METHODS = ['western-easter', 'orthodox-easter', 'nth-weekday'] as const;
export type MovableMethod = (typeof MOVABLE_METHODS)[number];

export const MOVABLE_METHOD_INFO: Record<MovableMethod, { label: string; description: string }> = {
  'western-easter': {
    label: 'Western Easter',
    description:
      'Easter Sunday of the Gregorian calendar, plus an offset (Good Friday −2, Easter Monday +1, Whit Monday +50)',
  },
  'orthodox-easter': {
    label: 'Orthodox Easter',
    description:
      'Easter Sunday of the Julian calendar, as a Gregorian date, plus an offset (Orthodox Good Friday −2, Easter Monday +1)',
  },
  'nth-weekday': {
    label: 'Weekday of a month',
    description: 'The first to fifth, or the last, weekday of a month, plus an offset (the last Monday of May)',
  },
};

export interface HolidayRule {
  method: HolidayMethod;
  /** 1–12: fixed and nth-weekday. */
  month: number | null;
  /** 1–31: fixed. */
  day: number | null;
  /** ISO weekday 1 (Monday) – 7 (Sunday): nth-weekday. */
  weekday: number | null;
  /** 1–5, or −1 for the last: nth-weekday. */
  nth: number | null;
  /** Days added to the date the method gives (movable methods). */
  offset: number;
  /** The first year the holiday is kept, or null. */
  fromYear: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function westernEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Orthodox Easter Sunday: the Julian computus (Meeus), moved to the Gregorian calendar. */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // The Julian calendar runs behind the Gregorian by this many days (13 from 1900 to 2099).
  const drift = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays(ymd(year, month, day), drift);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `nth` (1–5, or −1 for the last) ISO `weekday` of a month; null when the month has no fifth one. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): string | null {
  if (nth === -1) {
    const last = ymd(year, month, daysInMonth(year, month));
    return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
  }
  const first = ymd(year, month, 1);
  const date = addDays(first, ((weekday - isoWeekday(first) + 7) % 7) + 7 * (nth - 1));
  return Number(date.slice(5, 7)) === month ? date : null;
}

/** The date a holiday falls on in a year, or null when it does not fall in it (29 February, a fifth Friday). */
export function holidayDate(rule: HolidayRule, year: number): string | null {
  if (rule.fromYear !== null && year < rule.fromYear) return null;
  switch (rule.method) {
    case 'fixed':
      return rule.day! <= daysInMonth(year, rule.month!) ? ymd(year, rule.month!, rule.day!) : null;
    case 'western-easter':
      return addDays(westernEaster(year), rule.offset);
    case 'orthodox-easter':
      return addDays(orthodoxEaster(year), rule.offset);
    case 'nth-weekday': {
      const date = nthWeekday(year, rule.month!, rule.weekday!, rule.nth!);
      return date === null ? null : addDays(date, rule.offset);
    }
  }
}

/** Every date of a holiday from `from` to `to` (`YYYY-MM-DD`, both included), oldest first. */
export function holidayDates(rule: HolidayRule, from: string, to: string): string[] {
  const dates: string[] = [];
  // An offset may carry a date across New Year: look one year either side.
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)) + 1; year++) {
    const date = holidayDate(rule, year);
    if (date !== null && date >= from && date <= to) dates.push(date);
  }
  return dates;
}
