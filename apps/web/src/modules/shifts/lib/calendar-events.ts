// What the team calendar draws (docs/shifts.md "Web"): shifts in their type's colour, the caller's
// own first on each day and outlined, open shifts outlined, approved leave, notes.
import type { AwayEntry } from '@backoffice/contract/modules/leave';
import type { CalendarShift, OpenShift, ShiftNote, ShiftTeam } from '@backoffice/contract/modules/shifts';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import type { EventInput } from '@fullcalendar/core';

interface Sources {
  shifts: readonly CalendarShift[];
  open: readonly OpenShift[];
  leave: readonly AwayEntry[];
  notes: readonly ShiftNote[];
  /** The team on show (leave is shown for its people only), or every team. */
  team: ShiftTeam | undefined;
  meId: number | undefined;
}

/** The end of a `start`–`end` on `date`: an end at or before the start is the next day. */
const endOf = (date: string, start: string, end: string) => `${end <= start ? addDays(date, 1) : date}T${end}`;

/** Class of the caller's own shifts (outlined by the page, ordered first by `mine`). */
export const MINE_CLASS = 'shift-mine';

/** Ordering within a day: one's own shifts before everyone else's, then by start and title. */
export const EVENT_ORDER = '-mine,start,title';

export function calendarEvents({ shifts, open, leave, notes, team, meId }: Sources): EventInput[] {
  return [
    ...shifts.map((s) => ({
      id: `shift-${s.id}`,
      title: `${s.userName} · ${s.typeName ?? `${s.start}–${s.end}`}${s.shortRest ? ' ⚠' : ''}`,
      // The company's wall-clock times, whatever the browser's zone (shifts are planned in TZ).
      start: `${s.date}T${s.start}`,
      end: endOf(s.date, s.start, s.end),
      backgroundColor: s.color,
      borderColor: s.color,
      classNames: s.userId === meId ? [MINE_CLASS] : [],
      extendedProps: { shift: s, mine: s.userId === meId ? 1 : 0 },
    })),
    ...open.map((o) => ({
      id: `open-${o.id}`,
      title: o.claimedByName
        ? `Open · claimed by ${o.claimedByName}`
        : `Open · ${o.typeName ?? `${o.start}–${o.end}`} · ${o.teamName}`,
      start: `${o.date}T${o.start}`,
      end: endOf(o.date, o.start, o.end),
      backgroundColor: 'transparent',
      borderColor: o.color,
      textColor: o.color,
      editable: false,
      extendedProps: { open: o, mine: 0 },
    })),
    ...leave
      .filter((r) => r.status === 'approved' && (!team || team.members.some((m) => m.id === r.userId)))
      .map((r) => ({
        id: `leave-${r.id}`,
        title: `${r.userName}: ${r.typeName}`,
        start: r.from,
        end: addDays(r.to, 1),
        allDay: true,
        backgroundColor: 'transparent',
        borderColor: r.color,
        textColor: r.color,
        editable: false,
      })),
    ...notes.map((n) => ({
      id: `note-${n.id}`,
      title: `Note: ${n.text}`,
      start: n.date,
      allDay: true,
      backgroundColor: '#fff3cd',
      borderColor: '#f0c36d',
      textColor: '#5c4400',
      editable: false,
    })),
  ];
}
