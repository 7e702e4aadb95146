import { describe, expect, it } from 'vitest';
import { birthdaysIn, formatWhen } from './when';

describe('formatWhen', () => {
  it('says one day with times, all day, and across days', () => {
    expect(formatWhen({ startDate: '2026-11-24', startTime: '10:00', endDate: '2026-11-24', endTime: '11:00' })).toBe(
      'Tue 24 Nov 2026, 10:00–11:00',
    );
    expect(formatWhen({ startDate: '2026-11-24', startTime: null, endDate: '2026-11-24', endTime: null })).toBe(
      'Tue 24 Nov 2026, all day',
    );
    expect(formatWhen({ startDate: '2026-06-02', startTime: '22:00', endDate: '2026-06-03', endTime: '02:00' })).toBe(
      'Tue 2 Jun 2026, 22:00 – Wed 3 Jun 2026, 02:00',
    );
  });
});

describe('birthdaysIn', () => {
  const leapling = { userId: 1, name: 'Leap', image: null, month: 2, day: 29, year: 2000 };
  it('puts 29 February on the 28th in other years, with the age when the year is shown', () => {
    expect(birthdaysIn([leapling], '2027-02-01', '2027-03-31')).toEqual([
      { date: '2027-02-28', birthday: leapling, age: 27 },
    ]);
    expect(birthdaysIn([leapling], '2028-02-01', '2028-03-31')[0]!.date).toBe('2028-02-29');
  });
  it('finds a birthday once per year across New Year, and none outside the range', () => {
    const january = { userId: 2, name: 'Jan', image: null, month: 1, day: 2, year: null };
    expect(birthdaysIn([january], '2026-12-01', '2027-01-31').map((b) => b.date)).toEqual(['2027-01-02']);
    expect(birthdaysIn([january], '2026-02-01', '2026-12-31')).toEqual([]);
  });
});
