// The recurrence editor's model: what people choose (every 2 weeks on Monday and Wednesday, until
// a date) to and from an RFC 5545 RRULE. Rules it cannot show as choices stay editable as text.
import { isoWeekday } from '@backoffice/contract/rules/zoned-time';

export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface Recurrence {
  freq: Frequency;
  interval: number;
  /** ISO weekdays (1 = Monday) of a weekly rule. */
  weekdays: number[];
  /** A monthly rule: on the start's day of the month, or on its weekday ("the second Tuesday"). */
  monthlyBy: 'day' | 'weekday';
  ends: 'never' | 'on' | 'after';
  until: string | null;
  count: number;
}

const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ORDINALS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

export const defaultRecurrence = (startDate: string): Recurrence => ({
  freq: 'WEEKLY',
  interval: 1,
  weekdays: [isoWeekday(startDate)],
  monthlyBy: 'day',
  ends: 'never',
  until: null,
  count: 10,
});

/** Which of its weekday the start date is in its month: 1–4, or −1 for the last (the 5th is the last). */
export function weekdayPosition(startDate: string): number {
  const day = Number(startDate.slice(8, 10));
  const daysInMonth = new Date(Date.UTC(Number(startDate.slice(0, 4)), Number(startDate.slice(5, 7)), 0)).getUTCDate();
  if (day + 7 > daysInMonth) return -1;
  return Math.ceil(day / 7);
}

/** "the second Tuesday", "the last Friday" of the start date. */
export function weekdayWords(startDate: string): string {
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return `the ${ORDINALS[weekdayPosition(startDate)]} ${names[isoWeekday(startDate) - 1]}`;
}

export function toRule(r: Recurrence, startDate: string): string {
  const parts = [`FREQ=${r.freq}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.freq === 'WEEKLY' && r.weekdays.length) {
    parts.push(
      `BYDAY=${[...r.weekdays]
        .sort()
        .map((d) => CODES[d - 1])
        .join(',')}`,
    );
  }
  if (r.freq === 'MONTHLY' && r.monthlyBy === 'weekday') {
    parts.push(`BYDAY=${weekdayPosition(startDate)}${CODES[isoWeekday(startDate) - 1]}`);
  }
  if (r.ends === 'on' && r.until) parts.push(`UNTIL=${r.until.replaceAll('-', '')}`);
  if (r.ends === 'after') parts.push(`COUNT=${r.count}`);
  return parts.join(';');
}

/** The choices a rule stands for, or null when it says more than the editor shows (edit it as text). */
export function fromRule(rule: string, startDate: string): Recurrence | null {
  const fields = new Map(
    rule
      .replace(/^RRULE:/i, '')
      .toUpperCase()
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const freq = fields.get('FREQ') as Frequency | undefined;
  if (!freq || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) return null;
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'UNTIL', 'COUNT', 'WKST']);
  if ([...fields.keys()].some((k) => !known.has(k))) return null;
  const r = defaultRecurrence(startDate);
  r.freq = freq;
  r.interval = Number(fields.get('INTERVAL') ?? 1);
  const byDay = fields.get('BYDAY')?.replaceAll('+', '');
  if (byDay) {
    if (freq === 'WEEKLY' && /^(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*$/.test(byDay)) {
      r.weekdays = byDay.split(',').map((c) => CODES.indexOf(c) + 1);
    } else if (
      freq === 'MONTHLY' &&
      toRule({ ...r, monthlyBy: 'weekday', ends: 'never' }, startDate).endsWith(`BYDAY=${byDay}`)
    ) {
      r.monthlyBy = 'weekday';
    } else return null;
  }
  const until = fields.get('UNTIL');
  const count = fields.get('COUNT');
  if (until) {
    r.ends = 'on';
    r.until = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
  } else if (count) {
    r.ends = 'after';
    r.count = Number(count);
  }
  return r;
}
