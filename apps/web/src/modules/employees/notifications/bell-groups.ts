import type { BellItem } from './bell-items';

/** One row of the bell: a notice, and the older notices alike to it folded under it ("and 4 more"). */
export interface BellRow {
  head: BellItem;
  alike: BellItem[];
}

/** The screen a link opens, its query aside: `/leaves/all?pending=1&request=3` → `/leaves/all`. */
const screenOf = (link: string | null) => (link ? link.split(/[?#]/)[0]! : '');

/**
 * Folds alike notices into one row (docs/employees.md "Notification bell"): the same title, the same
 * screen (the link's path, or no link for both), the same local day, and read or unread alike. The row
 * stands where its newest notice is, so the days still read newest first.
 */
export function groupAlike(items: readonly BellItem[]): BellRow[] {
  const rows: BellRow[] = [];
  const byKey = new Map<string, BellRow>();
  for (const item of items) {
    const key = JSON.stringify([item.title, screenOf(item.link), item.day, item.read]);
    const row = byKey.get(key);
    if (row) {
      row.alike.push(item);
    } else {
      const started = { head: item, alike: [] };
      byKey.set(key, started);
      rows.push(started);
    }
  }
  return rows;
}
