import type { OpenShift, Shift, ShiftNote, ShiftTeam } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { describe, expect, it } from 'vitest';
import { agendaDays, dayLabel, nextShift, teamsOf } from './agenda';
import { viewOf } from './view';

let ids = 0;
const shift = (userId: number, userName: string, date: string, start: string, end: string): Shift => ({
  id: ++ids,
  userId,
  userName,
  date,
  typeId: null,
  typeName: null,
  color: '#000000',
  start,
  end,
  breakMinutes: 0,
  startsAt: `${date}T07:00:00.000Z`,
  endsAt: `${date}T15:00:00.000Z`,
  hours: shiftHours({ start, end }),
  shortRest: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const none = { open: [] as OpenShift[], notes: [] as ShiftNote[] };
const ME = 1;

describe('agendaDays', () => {
  it('puts my shift apart from the others’, and the others by start time, then name', () => {
    const mine = [shift(ME, 'Ada', '2026-11-23', '14:00', '22:00')];
    const others = [
      shift(3, 'Cy', '2026-11-23', '06:00', '14:00'),
      shift(2, 'Bo', '2026-11-23', '06:00', '14:00'),
      shift(4, 'Di', '2026-11-23', '05:00', '13:00'),
      // The team's list holds my shift too: it is not one of the others.
      mine[0]!,
    ];
    const [day] = agendaDays('2026-11-23', 1, ME, { mine, others, ...none }, '2026-11-23');
    expect(day!.mine.map((s) => s.userName)).toEqual(['Ada']);
    expect(day!.others.map((s) => s.userName)).toEqual(['Di', 'Bo', 'Cy']);
  });

  it('leaves out days with nothing, except today', () => {
    const others = [shift(2, 'Bo', '2026-11-25', '06:00', '14:00')];
    const days = agendaDays('2026-11-23', 14, ME, { mine: [], others, ...none }, '2026-11-24');
    expect(days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('keeps to its days', () => {
    const mine = [shift(ME, 'Ada', '2026-12-07', '06:00', '14:00')];
    expect(agendaDays('2026-11-23', 14, ME, { mine, others: [], ...none }, '2026-11-01')).toEqual([]);
  });
});

describe('nextShift', () => {
  it('is the first shift from today on', () => {
    const mine = [
      shift(ME, 'Ada', '2026-11-26', '06:00', '14:00'),
      shift(ME, 'Ada', '2026-11-22', '06:00', '14:00'),
      shift(ME, 'Ada', '2026-11-24', '22:00', '06:00'),
    ];
    expect(nextShift(mine, '2026-11-23')?.date).toBe('2026-11-24');
    expect(nextShift(mine, '2026-11-27')).toBeUndefined();
  });
});

describe('teamsOf', () => {
  it('answers the teams holding the person, by name', () => {
    const team = (id: number, name: string, members: number[]) =>
      ({ id, name, members: members.map((m) => ({ id: m, name: `P${m}` })) }) as ShiftTeam;
    const teams = [team(1, 'Night', [ME, 2]), team(2, 'Day', [3]), team(3, 'Early', [ME])];
    expect(teamsOf(teams, ME).map((t) => t.name)).toEqual(['Early', 'Night']);
  });
});

describe('dayLabel', () => {
  it('reads the date as a day of the week, whatever the zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Mon 23 Nov');
  });
});

describe('viewOf', () => {
  it('is My shifts by default for people who plan nothing, the team calendar for planners', () => {
    expect(viewOf(null, false)).toBe('mine');
    expect(viewOf(null, true)).toBe('grid');
    expect(viewOf('grid', false)).toBe('grid');
    expect(viewOf('something', false)).toBe('mine');
  });

  it('is what the URL says, whoever asks', () => {
    expect(viewOf('mine', true)).toBe('mine');
    expect(viewOf('calendar', false)).toBe('calendar');
  });
});
