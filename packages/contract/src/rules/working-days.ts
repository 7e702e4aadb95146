// Working days of a leave request (spec §3 leave request; docs/leave.md): weekdays from `from` to `to`,
// less the days off (national holidays), a half day at either end when asked. One rule for the
// server (balances, refusals) and the form (the count shown as the dates change).
import { addDays, isoWeekday } from './zoned-time.js';

export interface LeaveSpan {
  from: string;
  to: string;
  /** The first day is taken from noon only. */
  halfStart: boolean;
  /** The last day is taken until noon only. */
  halfEnd: boolean;
}

export interface LeaveDay {
  date: string;
  /** 1, or 0.5 for a half day. */
  amount: number;
}

/** At most this many calendar days in one request. */
export const MAX_LEAVE_SPAN_DAYS = 366;

/**
 * The working days a span takes, oldest first: Saturdays, Sundays and `daysOff` are not counted; a
 * one-day span with either half is half a day.
 */
export function leaveDays(span: LeaveSpan, daysOff: ReadonlySet<string> = new Set()): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (let date = span.from; date <= span.to; date = addDays(date, 1)) {
    if (isoWeekday(date) >= 6 || daysOff.has(date)) continue;
    const half = (date === span.from && span.halfStart) || (date === span.to && span.halfEnd);
    days.push({ date, amount: half ? 0.5 : 1 });
  }
  return days;
}

export const totalDays = (days: readonly LeaveDay[]) => days.reduce((n, d) => n + d.amount, 0);

/** The days per calendar year (a request across New Year draws on both years' balances). */
export function daysByYear(days: readonly LeaveDay[]): Record<string, number> {
  const byYear: Record<string, number> = {};
  for (const d of days) byYear[d.date.slice(0, 4)] = (byYear[d.date.slice(0, 4)] ?? 0) + d.amount;
  return byYear;
}
