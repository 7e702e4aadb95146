// One way to write dates and times on every screen (docs/ui.md "Dates and times"):
//   a day            `Thu 26 Nov 2026` (formatDay; without weekday or year where the column says it)
//   a range of days  `24–28 Nov 2026`, `28 Nov – 2 Dec 2026` (formatDayRange)
//   an instant       `26 Nov 2026, 14:02` (formatInstant); seconds only where they matter (audit, runs)
//   a recent instant `just now`, `5 min ago`, `yesterday 14:02`, `Mon 09:15` (formatRelative), with the
//                    full instant in a tooltip (<RelativeTime> in ui/)
// The day first, the month as a word, the 24-hour clock: no reader has to guess whether 11/12 is
// November or December. Inputs and the wire keep `YYYY-MM-DD` (spec §9).

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in the browser's time zone (spec §9: dates are year-month-day). */
export function localDate(at: Date = new Date()): string {
  return isoDay(fieldsOf(at));
}

/** A named period of days ending today, as the filter bar's date presets offer it. */
export interface DayPreset {
  label: string;
  from: string;
  to: string;
}

const dayOffset = (today: Date, days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);

/**
 * The periods people filter by, in the browser's days: the last 7, 30 and 90 days and this month
 * and quarter up to today, and last month (docs/ui.md "Filters").
 */
export function dayPresets(today: Date = new Date()): DayPreset[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const to = localDate(today);
  return [
    { label: 'Last 7 days', from: localDate(dayOffset(today, -6)), to },
    { label: 'Last 30 days', from: localDate(dayOffset(today, -29)), to },
    { label: 'Last 90 days', from: localDate(dayOffset(today, -89)), to },
    { label: 'This month', from: localDate(new Date(year, month, 1)), to },
    { label: 'Last month', from: localDate(new Date(year, month - 1, 1)), to: localDate(new Date(year, month, 0)) },
    { label: 'This quarter', from: localDate(new Date(year, month - (month % 3), 1)), to },
  ];
}

/** en-GB's words, as the browser's own locale data writes them (September is "Sept"). */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The months' short names, January first (as `fill` of an early view gets them: core/early-view.ts). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A moment's calendar and clock in one time zone; `month` 1–12, `weekday` 0 (Sunday) – 6. */
interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter that reads a moment's fields in a named zone, made once per zone; null for a zone this browser does not know. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment's fields in a time zone. The browser's own zone (none named, or one this browser does not know)
 * and UTC are read from the `Date` itself, without `Intl`: a page's first `Intl` formatter sets up the
 * browser's locale data, 12–37 ms of the main thread on a fast machine and about four times that on a
 * phone (docs/performance.md), and the app writes its dates in one language, so the words are ours. Only a
 * named zone (the company's, where the server names it) asks `Intl` for the zone's clock.
 */
function fieldsOf(at: Date, timeZone?: string): Fields {
  if (timeZone === 'UTC') {
    return {
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
      weekday: at.getUTCDay(),
      hour: at.getUTCHours(),
      minute: at.getUTCMinutes(),
      second: at.getUTCSeconds(),
    };
  }
  const format = timeZone ? zoneFormat(timeZone) : null;
  if (!format) {
    return {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      weekday: at.getDay(),
      hour: at.getHours(),
      minute: at.getMinutes(),
      second: at.getSeconds(),
    };
  }
  const p = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const [year, month, day] = [p.year!, p.month!, p.day!];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: p.hour! % 24,
    minute: p.minute!,
    second: p.second!,
  };
}

/** The day of a moment's fields as the wire writes it: `2026-11-26`. */
function isoDay(f: Fields): string {
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
}
const clockOf = (f: Fields, seconds = false) => `${pad(f.hour)}:${pad(f.minute)}${seconds ? `:${pad(f.second)}` : ''}`;
const dayText = (f: Fields, { weekday = false, year = true }: { weekday?: boolean; year?: boolean } = {}) =>
  `${weekday ? `${WEEKDAYS[f.weekday]} ` : ''}${f.day} ${MONTH_ABBREVIATIONS[f.month - 1]}${year ? ` ${f.year}` : ''}`;

/**
 * Formats ISO instants in a time zone (the company's, which the server names; the browser's when
 * absent or unknown to this browser): `26 Nov 2026, 14:03`, with `seconds` `14:03:09`, without
 * `year` `26 Nov, 14:03`. Text that is not an instant is shown as it is.
 */
export function instantFormatter(
  timeZone?: string,
  { year = true, seconds = false }: { year?: boolean; seconds?: boolean } = {},
): (iso: string) => string {
  return (iso) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const fields = fieldsOf(at, timeZone);
    return `${dayText(fields, { year })}, ${clockOf(fields, seconds)}`;
  };
}

/** An ISO instant in the browser's time zone: `26 Nov 2026, 14:03`. */
export const formatInstant = instantFormatter();
/** The same with seconds, where they matter (the audit log, job runs): `26 Nov 2026, 14:03:09`. */
export const formatInstantSeconds = instantFormatter(undefined, { seconds: true });

/** A calendar day (`YYYY-MM-DD`) as a Date at its noon in UTC, or null when it is not one. */
function dayDate(day: string): Date | null {
  const at = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}/.test(day) && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * A calendar day (`YYYY-MM-DD`) as people read it: `Thu 26 Nov 2026`; `{ weekday: false }`
 * `26 Nov 2026`; `{ year: false }` `Thu 26 Nov`. Text that is not a day is shown as it is.
 */
export function formatDay(day: string, { weekday = true, year = true }: { weekday?: boolean; year?: boolean } = {}) {
  const at = dayDate(day);
  return at ? dayText(fieldsOf(at, 'UTC'), { weekday, year }) : day;
}

/** A month (`YYYY-MM` or a day in it) as a heading: `November 2026`. Text that is not one is shown as it is. */
export function formatMonth(month: string): string {
  const at = dayDate(`${month.slice(0, 7)}-01`);
  return at ? `${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}` : month;
}

/**
 * A range of days, the shared parts written once: `26 Nov 2026` (one day), `24–28 Nov 2026`,
 * `28 Nov – 2 Dec 2026`, `30 Dec 2026 – 2 Jan 2027`.
 */
export function formatDayRange(from: string, to: string): string {
  const [a, b] = [dayDate(from), dayDate(to)];
  if (to <= from || !a || !b) return formatDay(from, { weekday: false });
  const [start, end] = [fieldsOf(a, 'UTC'), fieldsOf(b, 'UTC')];
  if (start.year !== end.year) return `${dayText(start)} – ${dayText(end)}`;
  if (start.month !== end.month) return `${dayText(start, { year: false })} – ${dayText(end)}`;
  return `${start.day}–${dayText(end)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A recent instant relative to `now`, in the browser's zone: `just now` (under a minute), `5 min
 * ago`, `3 h ago` (today, within 6 hours), `today 08:10`, `yesterday 14:02`, `Mon 09:15` (the last
 * six days), `26 Nov` (this year), `26 Nov 2025`. A moment ahead: `in 5 min`, `in 3 h`, then the
 * instant. Text that is not an instant is shown as it is.
 */
export function formatRelative(iso: string, now: Date = new Date(), timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const ms = now.getTime() - at.getTime();
  if (ms < 0) {
    const ahead = -ms;
    if (ahead < MINUTE) return 'in a moment';
    if (ahead < HOUR) return `in ${Math.round(ahead / MINUTE)} min`;
    if (ahead < 12 * HOUR) return `in ${Math.round(ahead / HOUR)} h`;
    return instantFormatter(timeZone)(iso);
  }
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  const [atFields, nowFields] = [fieldsOf(at, timeZone), fieldsOf(now, timeZone)];
  const [atDay, today] = [isoDay(atFields), isoDay(nowFields)];
  const days = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${atDay}T12:00:00Z`)) / (24 * HOUR));
  const time = clockOf(atFields);
  if (days === 0) return ms < 6 * HOUR ? `${Math.floor(ms / HOUR)} h ago` : `today ${time}`;
  if (days === 1) return `yesterday ${time}`;
  if (days < 7) return `${WEEKDAYS[atFields.weekday]} ${time}`;
  return formatDay(atDay, { weekday: false, year: atDay.slice(0, 4) !== today.slice(0, 4) });
}
