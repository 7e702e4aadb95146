import { describe, expect, it } from 'vitest';
import { daysByYear, leaveDays, totalDays } from './working-days.js';

const span = (from: string, to: string, halfStart = false, halfEnd = false) => ({ from, to, halfStart, halfEnd });
// 2026-12-21 is a Monday; 25 and 26 December are holidays (the 26th a Saturday).
const holidays = new Set(['2026-12-25', '2026-12-26', '2027-01-01']);

describe('working days of a leave request', () => {
  it.each([
    ['a weekday', span('2026-12-21', '2026-12-21'), new Set<string>(), 1],
    ['Monday to Friday', span('2026-12-21', '2026-12-25'), new Set<string>(), 5],
    ['Monday to Friday with Christmas off', span('2026-12-21', '2026-12-25'), holidays, 4],
    ['across a weekend', span('2026-12-18', '2026-12-22'), new Set<string>(), 3],
    ['a weekend only', span('2026-12-19', '2026-12-20'), new Set<string>(), 0],
    ['a holiday only', span('2026-12-25', '2026-12-25'), holidays, 0],
    ['half the first day', span('2026-12-21', '2026-12-23', true), new Set<string>(), 2.5],
    ['half the last day', span('2026-12-21', '2026-12-23', false, true), new Set<string>(), 2.5],
    ['half at both ends', span('2026-12-21', '2026-12-23', true, true), new Set<string>(), 2],
    ['one half day', span('2026-12-21', '2026-12-21', true), new Set<string>(), 0.5],
    ['one day, both halves asked', span('2026-12-21', '2026-12-21', true, true), new Set<string>(), 0.5],
    ['a half start on a Saturday counts nothing', span('2026-12-19', '2026-12-21', true), new Set<string>(), 1],
    ['over New Year with the 1st off', span('2026-12-28', '2027-01-08'), holidays, 9],
  ])('%s', (_, s, off, expected) => {
    expect(totalDays(leaveDays(s, off))).toBe(expected);
  });

  it('splits the days by year', () => {
    expect(daysByYear(leaveDays(span('2026-12-28', '2027-01-08'), holidays))).toEqual({ '2026': 4, '2027': 5 });
  });
});
