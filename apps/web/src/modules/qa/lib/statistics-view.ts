// How the statistics screen reads its figures: the target a score is held to, the
// score axis fitted to the data, and the people tables' order.
import type { PersonStatistics } from '@backoffice/contract/modules/qa';

/** The score a review should reach unless the screen is told another (`?target=`): scoreColor's green. */
export const DEFAULT_TARGET = 85;

export function targetOf(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : DEFAULT_TARGET;
}

/**
 * A score axis around the data and the target, in steps of ten with some room, never past 0–100: a week
 * moving between 78 and 84 is a line that moves, not a flat one at the top of 0–100.
 */
export function scoreAxis(values: (number | null)[], target: number): { min: number; max: number } {
  const seen = [...values.filter((v): v is number => v !== null), target];
  const min = Math.max(0, Math.floor((Math.min(...seen) - 5) / 10) * 10);
  const max = Math.min(100, Math.ceil((Math.max(...seen) + 5) / 10) * 10);
  return { min, max: max > min ? max : Math.min(100, min + 10) };
}

export const PEOPLE_COLUMNS = ['name', 'reviews', 'averageScore', 'criticalFails', 'feedbacks', 'disputes'] as const;
export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number];
export interface PeopleSort {
  column: PeopleColumn;
  direction: 'asc' | 'desc';
}

/** Rows in the order asked; people without a score go last whatever the direction, then by name. */
export function sortPeople(rows: PersonStatistics[], { column, direction }: PeopleSort): PersonStatistics[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * sign;
    }
    return a.name.localeCompare(b.name);
  });
}
