import { describe, expect, it } from 'vitest';
import { type HolidayRule, holidayDate, holidayDates, nthWeekday, orthodoxEaster, westernEaster } from './holidays.js';

const rule = (r: Partial<HolidayRule>): HolidayRule => ({
  method: 'fixed',
  month: null,
  day: null,
  weekday: null,
  nth: null,
  offset: 0,
  fromYear: null,
  ...r,
});

describe('movable holidays', () => {
  // Published dates (e.g. the tables of the Astronomical Society of South Australia and the Ecumenical Patriarchate).
  it.each([
    [2025, '2025-04-20', '2025-04-20'],
    [2026, '2026-04-05', '2026-04-12'],
    [2027, '2027-03-28', '2027-05-02'],
    [2028, '2028-04-16', '2028-04-16'],
    [2029, '2029-04-01', '2029-04-08'],
    [2030, '2030-04-21', '2030-04-28'],
  ])('Easter %i: Western %s, Orthodox %s', (year, western, orthodox) => {
    expect(westernEaster(year)).toBe(western);
    expect(orthodoxEaster(year)).toBe(orthodox);
  });

  it('keeps the centuries right: Western Easter 1818 and 2285 are 22 March, Orthodox Easter 2100 is 2 May', () => {
    expect(westernEaster(1818)).toBe('1818-03-22');
    expect(westernEaster(2285)).toBe('2285-03-22');
    expect(orthodoxEaster(2100)).toBe('2100-05-02');
  });

  it('adds the offset: Good Friday, Easter Monday, Whit Monday, Orthodox Good Friday', () => {
    expect(holidayDate(rule({ method: 'western-easter', offset: -2 }), 2026)).toBe('2026-04-03');
    expect(holidayDate(rule({ method: 'western-easter', offset: 1 }), 2026)).toBe('2026-04-06');
    expect(holidayDate(rule({ method: 'western-easter', offset: 50 }), 2026)).toBe('2026-05-25');
    expect(holidayDate(rule({ method: 'orthodox-easter', offset: -2 }), 2027)).toBe('2027-04-30');
  });

  it('finds the n-th and the last weekday of a month', () => {
    expect(nthWeekday(2026, 11, 4, 4)).toBe('2026-11-26'); // Thanksgiving
    expect(nthWeekday(2026, 5, 1, -1)).toBe('2026-05-25'); // the last Monday of May
    expect(nthWeekday(2026, 9, 1, 1)).toBe('2026-09-07'); // Labor Day
    expect(nthWeekday(2026, 2, 7, 5)).toBeNull(); // February 2026 has four Sundays
    expect(holidayDate(rule({ method: 'nth-weekday', month: 11, weekday: 4, nth: 4, offset: 1 }), 2026)).toBe(
      '2026-11-27',
    );
  });
});

describe('fixed holidays', () => {
  it('fall on their day; 29 February only in leap years; not before the first year', () => {
    expect(holidayDate(rule({ month: 12, day: 25 }), 2026)).toBe('2026-12-25');
    expect(holidayDate(rule({ month: 2, day: 29 }), 2027)).toBeNull();
    expect(holidayDate(rule({ month: 2, day: 29 }), 2028)).toBe('2028-02-29');
    expect(holidayDate(rule({ month: 6, day: 19, fromYear: 2021 }), 2020)).toBeNull();
  });

  it('lists the dates in a range, across New Year, each once', () => {
    expect(holidayDates(rule({ month: 1, day: 1 }), '2025-12-01', '2027-01-31')).toEqual(['2026-01-01', '2027-01-01']);
    // An Easter offset large enough to cross into the next year is still found in that year's range.
    expect(holidayDates(rule({ method: 'western-easter', offset: 280 }), '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-10',
    ]);
  });
});
