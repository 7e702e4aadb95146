import type { CalendarShift } from '@backoffice/contract/modules/shifts';

export interface PersonTotals {
  userId: number;
  userName: string;
  shifts: number;
  /** Clock hours worked (day + night, less breaks and the half-hour rule). */
  hours: number;
  nightHours: number;
  /** What the shifts count for, night hours weighted 8/7 (spec §5). */
  weighted: number;
  shortRests: number;
}

/** Per-person sums of some shifts, by name. */
export function totalsByPerson(shifts: readonly CalendarShift[]): PersonTotals[] {
  const people = new Map<number, PersonTotals>();
  for (const shift of shifts) {
    const t = people.get(shift.userId) ?? {
      userId: shift.userId,
      userName: shift.userName,
      shifts: 0,
      hours: 0,
      nightHours: 0,
      weighted: 0,
      shortRests: 0,
    };
    t.shifts += 1;
    t.hours += Math.max(0, shift.hours.dayHours + shift.hours.nightHours - shift.hours.deductedHours);
    t.nightHours += shift.hours.nightHours;
    t.weighted += shift.hours.weighted;
    if (shift.shortRest) t.shortRests += 1;
    people.set(shift.userId, t);
  }
  return [...people.values()].sort((a, b) => a.userName.localeCompare(b.userName));
}

/** Hours as people read them: `7.5`, `9.14`. */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);
