// The leave wallchart's rows (components/wallchart.tsx): people with leave in a range, grouped by
// shift team, each team with its cover by day (docs/leave.md "Wallchart").
import type { AwayEntry, teamAway } from '@backoffice/contract/modules/leave';
import type { z } from 'zod';

export type Cover = z.infer<typeof teamAway>;

interface Row {
  userId: number;
  name: string;
}

export interface Group {
  key: string;
  name: string;
  size: number | null;
  people: Row[];
  /** The team's cover by day; none for people in no shift team. */
  cover: Map<string, Cover> | null;
}

export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/**
 * Who is away on which day, grouped by shift team (Timetastic's wallchart): a row a person with leave
 * in the range, a column a day, and above each team its cover (how many of how many are off).
 */
export function groupRows(
  requests: readonly Pick<AwayEntry, 'userId' | 'userName'>[],
  cover: readonly Cover[],
): Group[] {
  const names = new Map(requests.map((r) => [r.userId, r.userName]));
  const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);
  const teams = new Map<number, Group>();
  for (const c of cover) {
    const team = teams.get(c.teamId) ?? {
      key: `team-${c.teamId}`,
      name: c.teamName,
      size: c.size,
      people: [],
      cover: new Map(),
    };
    team.cover!.set(c.date, c);
    teams.set(c.teamId, team);
  }
  const placed = new Set<number>();
  for (const team of teams.values()) {
    const ids = new Set([...team.cover!.values()].flatMap((c) => [...c.awayIds, ...c.pendingIds]));
    team.people = [...ids].filter((id) => names.has(id)).map((id) => ({ userId: id, name: names.get(id)! }));
    team.people.sort(byName);
    for (const id of ids) placed.add(id);
  }
  const loose = [...names].filter(([id]) => !placed.has(id)).map(([userId, name]) => ({ userId, name }));
  const groups = [...teams.values()].filter((g) => g.people.length).sort((a, b) => a.name.localeCompare(b.name));
  if (loose.length) {
    groups.push({ key: 'none', name: 'Not in a shift team', size: null, people: loose.sort(byName), cover: null });
  }
  return groups;
}
