import type { AwayEntry } from '@backoffice/contract/modules/leave';
import { describe, expect, it } from 'vitest';
import { type Cover, groupRows, isWeekend } from './wallchart';

const request = (userId: number, userName: string, from: string, to: string, status = 'approved') =>
  ({ id: userId * 10, userId, userName, from, to, status, typeName: 'Annual leave', color: '#1976d2' }) as AwayEntry;
const cover = (
  date: string,
  teamId: number,
  teamName: string,
  awayIds: number[],
  pendingIds: number[] = [],
): Cover => ({
  date,
  teamId,
  teamName,
  size: 4,
  away: awayIds.length,
  pending: pendingIds.length,
  awayIds,
  pendingIds,
});

describe('the wallchart rows', () => {
  it('groups the people with leave by their shift team, teams and people by name, with each team’s cover by day', () => {
    const groups = groupRows(
      [request(1, 'Zoe', '2026-11-02', '2026-11-03'), request(2, 'Ada', '2026-11-03', '2026-11-03', 'pending')],
      [
        cover('2026-11-02', 7, 'Night', [1]),
        cover('2026-11-03', 7, 'Night', [1], [2]),
        cover('2026-11-03', 5, 'Early', []),
      ],
    );
    expect(groups.map((g) => [g.name, g.people.map((p) => p.name)])).toEqual([['Night', ['Ada', 'Zoe']]]);
    expect(groups[0]!.cover!.get('2026-11-03')).toMatchObject({ away: 1, pending: 1 });
  });

  it('puts people of no shift team in a group of their own, last', () => {
    const groups = groupRows(
      [request(1, 'Zoe', '2026-11-02', '2026-11-02'), request(3, 'Cy', '2026-11-02', '2026-11-02')],
      [cover('2026-11-02', 7, 'Night', [1])],
    );
    expect(groups.map((g) => [g.name, g.size, g.people.map((p) => p.name)])).toEqual([
      ['Night', 4, ['Zoe']],
      ['Not in a shift team', null, ['Cy']],
    ]);
  });

  it('has no rows when nobody is away', () => {
    expect(groupRows([], [cover('2026-11-02', 7, 'Night', [])])).toEqual([]);
  });

  it('knows the weekend', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(isWeekend)).toEqual([false, true, true, false]);
  });
});
