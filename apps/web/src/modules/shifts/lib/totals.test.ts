import type { Shift } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { describe, expect, it } from 'vitest';
import { formatHours, totalsByPerson } from './totals';

const shift = (userId: number, userName: string, start: string, end: string, shortRest = false): Shift => ({
  id: Math.random(),
  userId,
  userName,
  date: '2026-11-23',
  typeId: null,
  typeName: null,
  color: '#000000',
  start,
  end,
  breakMinutes: 0,
  startsAt: '2026-11-23T07:00:00.000Z',
  endsAt: '2026-11-23T15:00:00.000Z',
  hours: shiftHours({ start, end }),
  shortRest,
  createdAt: '2026-11-20T07:00:00.000Z',
});

describe('totals by person', () => {
  it('sums clock, night and weighted hours per person, by name', () => {
    const totals = totalsByPerson([
      shift(2, 'Zoe', '22:00', '06:00', true),
      shift(1, 'Adam', '07:00', '15:00'),
      shift(2, 'Zoe', '07:00', '15:00'),
    ]);
    expect(totals.map((t) => t.userName)).toEqual(['Adam', 'Zoe']);
    expect(totals[1]).toMatchObject({ shifts: 2, hours: 16, nightHours: 7, shortRests: 1 });
    expect(formatHours(totals[1]!.weighted)).toBe('17'); // 8 + 1 + 7 × 8/7
  });
});
