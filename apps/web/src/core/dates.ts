// One way to write dates and times on every screen (docs/ui.md "Dates and times"):
//   a day            `Thu 26 Nov 2026` (formatDay; without weekday or year where the column says it)
//   a range of days  `24–28 Nov 2026`, `28 Nov – 2 Dec 2026` (formatDayRange)
//   an instant       `26 Nov 2026, 14:02` (formatInstant); seconds only where they matter (audit, runs)
//   a recent instant `just now`, `5 min ago`, `yesterday 14:02`, `Mon 09:15` (formatRelative), with the
//                    full instant in a tooltip (<RelativeTime> in ui/)
// The day first, the month as a word, the 24-hour clock: no reader has to guess whether 11/12 is
// November or December. Inputs and the wire keep `YYYY-MM-DD` (spec §9).

/** `YYYY-MM-DD` of a moment in the browser's time zone (spec §9: dates are year-month-day). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
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

function formatter(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

/**
 * A formatter made at its first use, not when this module loads: a page's first one sets up the
 * browser's locale data (~20 ms on a fast machine, four times that on Lighthouse's phone), which then
 * lands in the task that needs it rather than in the shell's evaluation before the first screen.
 */
function lazyFormatter(options: Intl.DateTimeFormatOptions, timeZone?: string): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= formatter(options, timeZone));
}

/** The parts of a formatted moment, joined as we write them (en-GB puts "at" and commas elsewhere). */
function parts(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * Formats ISO instants in a time zone (the company's, which the server names; the browser's when
 * absent or unknown to this browser): `26 Nov 2026, 14:03`, with `seconds` `14:03:09`, without
 * `year` `26 Nov, 14:03`. Text that is not an instant is shown as it is.
 */
export function instantFormatter(
  timeZone?: string,
  { year = true, seconds = false }: { year?: boolean; seconds?: boolean } = {},
): (iso: string) => string {
  const format = lazyFormatter(
    {
      ...(year ? { year: 'numeric' } : {}),
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    },
    timeZone,
  );
  return (iso) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const p = parts(format(), at);
    const day = [p.day, p.month, p.year].filter(Boolean).join(' ');
    return `${day}, ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;
  };
}

/** An ISO instant in the browser's time zone: `26 Nov 2026, 14:03`. */
export const formatInstant = instantFormatter();
/** The same with seconds, where they matter (the audit log, job runs): `26 Nov 2026, 14:03:09`. */
export const formatInstantSeconds = instantFormatter(undefined, { seconds: true });

const dayFormats = {
  full: lazyFormatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, 'UTC'),
  noYear: lazyFormatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'UTC'),
  noWeekday: lazyFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, 'UTC'),
  short: lazyFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' }, 'UTC'),
};

/**
 * Sets up the browser's locale data in tasks of its own, so that the first screen's first formatted date or
 * number does not pay for it: a page's first `Intl` formatter takes 12–37 ms on a fast machine and about four
 * times that on a phone, inside the task that draws the screen (the shift calendar's week, the leave list's
 * module, the QC queue's "1,234 waiting"). The app shell calls it once it is drawn, while the screen's code
 * and data are on their way: the days' formatter `formatDay` uses, then (the next task) the numbers' data, as
 * `toLocaleString('en')` and the lists' `Intl.NumberFormat('en')` use it. Not when the browser is idle: on a
 * phone loading a screen that came after the screen (the QC queue's profile, CPU ×4). Returns a function that
 * cancels what has not run yet.
 */
export function warmUpLocaleData(): () => void {
  let timer = setTimeout(() => {
    dayFormats.full().format(0);
    timer = setTimeout(() => (1234.5).toLocaleString('en'));
  });
  return () => clearTimeout(timer);
}

/**
 * A calendar day (`YYYY-MM-DD`) as people read it: `Thu 26 Nov 2026`; `{ weekday: false }`
 * `26 Nov 2026`; `{ year: false }` `Thu 26 Nov`. Text that is not a day is shown as it is.
 */
export function formatDay(day: string, { weekday = true, year = true }: { weekday?: boolean; year?: boolean } = {}) {
  const at = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(day) || Number.isNaN(at.getTime())) return day;
  const format = weekday
    ? year
      ? dayFormats.full
      : dayFormats.noYear
    : year
      ? dayFormats.noWeekday
      : dayFormats.short;
  const p = parts(format(), at);
  return [p.weekday, p.day, p.month, p.year].filter(Boolean).join(' ');
}

/**
 * A range of days, the shared parts written once: `26 Nov 2026` (one day), `24–28 Nov 2026`,
 * `28 Nov – 2 Dec 2026`, `30 Dec 2026 – 2 Jan 2027`.
 */
export function formatDayRange(from: string, to: string): string {
  if (to <= from) return formatDay(from, { weekday: false });
  const a = parts(dayFormats.noWeekday(), new Date(`${from}T12:00:00Z`));
  const b = parts(dayFormats.noWeekday(), new Date(`${to}T12:00:00Z`));
  if (a.year !== b.year) return `${formatDay(from, { weekday: false })} – ${formatDay(to, { weekday: false })}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
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
  const clock = formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
  const dayOf = (d: Date) => {
    const p = parts(formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone), d);
    return `${p.year}-${p.month}-${p.day}`;
  };
  const [atDay, today] = [dayOf(at), dayOf(now)];
  const days = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${atDay}T12:00:00Z`)) / (24 * HOUR));
  const time = clock.format(at);
  if (days === 0) return ms < 6 * HOUR ? `${Math.floor(ms / HOUR)} h ago` : `today ${time}`;
  if (days === 1) return `yesterday ${time}`;
  if (days < 7) return `${parts(formatter({ weekday: 'short' }, timeZone), at).weekday} ${time}`;
  return formatDay(atDay, { weekday: false, year: atDay.slice(0, 4) !== today.slice(0, 4) });
}
