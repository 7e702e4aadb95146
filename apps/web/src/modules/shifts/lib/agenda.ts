// The My shifts list (docs/shifts.md "Web"): the coming days, each with one's own shifts first, then
// who else works, open shifts and notes. Pure, so the order is tested without a browser.
import type { CalendarShift, OpenShift, ShiftNote, ShiftTeam } from '@backoffice/contract/modules/shifts';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { formatDay } from '../../../core/dates';

export interface AgendaDay {
  date: string;
  /** The caller's own shifts that day, earliest first. */
  mine: CalendarShift[];
  /** Everyone else's, by start time, then name. */
  others: CalendarShift[];
  open: OpenShift[];
  notes: ShiftNote[];
}

interface Sources {
  mine: readonly CalendarShift[];
  others: readonly CalendarShift[];
  open: readonly OpenShift[];
  notes: readonly ShiftNote[];
}

const byStart = (a: CalendarShift, b: CalendarShift) =>
  a.start.localeCompare(b.start) || a.userName.localeCompare(b.userName);

/**
 * The days from `from` on (`days` of them) that hold anything, and `today` always: a day without
 * a shift of one's own still shows who works.
 */
export function agendaDays(from: string, days: number, meId: number, sources: Sources, today: string): AgendaDay[] {
  const result: AgendaDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const day: AgendaDay = {
      date,
      mine: sources.mine.filter((s) => s.date === date && s.userId === meId).sort(byStart),
      others: sources.others.filter((s) => s.date === date && s.userId !== meId).sort(byStart),
      open: sources.open.filter((o) => o.date === date).sort((a, b) => a.start.localeCompare(b.start)),
      notes: sources.notes.filter((n) => n.date === date),
    };
    const empty = !day.mine.length && !day.others.length && !day.open.length && !day.notes.length;
    if (!empty || date === today) result.push(day);
  }
  return result;
}

/** The teams that hold the person, by name. */
export function teamsOf(teams: readonly ShiftTeam[], userId: number): ShiftTeam[] {
  return teams.filter((t) => t.members.some((m) => m.id === userId)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The person's first shift on or after `today`, if any. */
export function nextShift(mine: readonly CalendarShift[], today: string): CalendarShift | undefined {
  return [...mine].filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date) || byStart(a, b))[0];
}

/** "Tue 12 May" for a `YYYY-MM-DD` date, whatever the browser's zone. */
export function dayLabel(date: string): string {
  return formatDay(date, { year: false });
}
