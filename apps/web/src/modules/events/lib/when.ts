// Words and calendar items for events: when an occurrence takes place, birthdays in a range.
import type { Birthday, CalendarOccurrence } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { formatDay } from '../../../core/dates';

interface Times {
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
}

/** "Tue 24 Nov 2026, 10:00–11:00", "Fri 30 Jan 2026 – Mon 2 Feb 2026", "…, all day". */
export function formatWhen({ startDate, startTime, endDate, endTime }: Times): string {
  if (startTime === null) {
    return startDate === endDate
      ? `${formatDay(startDate)}, all day`
      : `${formatDay(startDate)} – ${formatDay(endDate)}`;
  }
  if (startDate === endDate) return `${formatDay(startDate)}, ${startTime}–${endTime}`;
  return `${formatDay(startDate)}, ${startTime} – ${formatDay(endDate)}, ${endTime}`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad = (n: number) => String(n).padStart(2, '0');

/** Each birthday on the days of `from`–`to` it falls on (29 February on the 28th in other years). */
export function birthdaysIn(birthdays: readonly Birthday[], from: string, to: string) {
  const out: { date: string; birthday: Birthday; age: number | null }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const b of birthdays) {
      const day = b.month === 2 && b.day === 29 && !isLeap(year) ? 28 : b.day;
      const date = `${year}-${pad(b.month)}-${pad(day)}`;
      if (date >= from && date <= to) out.push({ date, birthday: b, age: b.year === null ? null : year - b.year });
    }
  }
  return out;
}

export const BIRTHDAY_COLOR = '#d81b60';

/** FullCalendar's items for the occurrences and birthdays of a range (wall-clock times of the company). */
export function calendarItems(occurrences: readonly CalendarOccurrence[], birthdays: ReturnType<typeof birthdaysIn>) {
  return [
    ...occurrences.flatMap((o) => {
      const item = {
        id: o.key,
        title:
          o.kind === 'national' ? `${o.title}${o.dayOff ? ' (day off)' : ''}` : `${o.attending ? '✓ ' : ''}${o.title}`,
        // All-day items end the day after their last day (FullCalendar's exclusive end).
        start: o.allDay ? o.startDate : `${o.startDate}T${o.startTime}`,
        end: o.allDay ? addDays(o.endDate, 1) : `${o.endDate}T${o.endTime}`,
        allDay: o.allDay,
        backgroundColor: o.color,
        borderColor: o.color,
        extendedProps: { occurrence: o },
      };
      // A day off also tints its day.
      return o.kind === 'national' && o.dayOff
        ? [
            item,
            { id: `${o.key}:bg`, start: o.startDate, allDay: true, display: 'background', backgroundColor: o.color },
          ]
        : [item];
    }),
    ...birthdays.map(({ date, birthday, age }) => ({
      id: `birthday:${birthday.userId}:${date}`,
      title: `Birthday: ${birthday.name}${age === null ? '' : ` (${age})`}`,
      start: date,
      allDay: true,
      backgroundColor: BIRTHDAY_COLOR,
      borderColor: BIRTHDAY_COLOR,
      extendedProps: { birthday },
    })),
  ];
}

/** Today on this device, `YYYY-MM-DD` (the server decides with the company's day; this only words the screen). */
export const todayHere = () => new Date().toLocaleDateString('sv-SE');
