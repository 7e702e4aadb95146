// Which view of the shift calendar is on show (docs/shifts.md "Web"): the choice lives in the URL.

/**
 * `mine`: one's own shifts first, as a list of the coming days; `grid`: each team's week, people by
 * days (what planners read: Deputy's schedule); `calendar`: the team month and week.
 */
export type ShiftsView = 'mine' | 'grid' | 'calendar';

/** Days the My shifts list covers at a time. */
export const AGENDA_DAYS = 14;

/**
 * The view `?view=` names, else the default: My shifts for people who plan nothing (no
 * `calendar:shifts:create`), the teams' weeks for planners.
 */
export function viewOf(param: string | null, plans: boolean): ShiftsView {
  if (param === 'mine' || param === 'grid' || param === 'calendar') return param;
  return plans ? 'grid' : 'mine';
}
