import type { CalendarEvent, CalendarOccurrence } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';

/**
 * The days attendance may be recorded for, latest first: a normal event's days up to today; the
 * dates of a repeatable one among the occurrences answered (the last months, from the range call).
 */
export function attendanceDays(
  event: CalendarEvent,
  occurrences: readonly CalendarOccurrence[] | undefined,
  today: string,
): string[] {
  if (event.kind === 'normal') {
    const days: string[] = [];
    for (let d = event.startDate; d <= event.endDate && d <= today; d = addDays(d, 1)) days.push(d);
    return days.reverse();
  }
  return (occurrences ?? [])
    .filter((o) => o.kind === 'repeatable' && o.eventId === event.id && o.startDate <= today)
    .map((o) => o.startDate)
    .reverse();
}
