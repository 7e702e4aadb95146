import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateString, isoDate } from './dates.js';

describe('isoDate', () => {
  it('cuts the ISO form of a Date to 10 characters, in UTC', () => {
    expect(isoDate(new Date(Date.UTC(2026, 2, 5, 23, 59, 59)))).toBe('2026-03-05');
    expect(isoDate(new Date('2026-03-05T01:00:00+02:00'))).toBe('2026-03-04');
    expect(isoDate(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
  });

  it('cuts a string as written, without moving it to UTC', () => {
    expect(isoDate('2026-03-05')).toBe('2026-03-05');
    expect(isoDate('2026-03-05T01:00:00+02:00')).toBe('2026-03-05');
    expect(isoDate('2026-03-05T23:30:00.000Z')).toBe('2026-03-05');
  });

  it('throws on what is not a date', () => {
    expect(() => isoDate(new Date('nope'))).toThrow(RangeError);
    expect(() => isoDate(new Date(Date.UTC(10_000, 0, 1)))).toThrow(RangeError);
    expect(() => isoDate('05/03/2026')).toThrow(RangeError);
    expect(() => isoDate('2026-02-30')).toThrow(RangeError);
    expect(() => isoDate('')).toThrow(RangeError);
  });
});

describe('dateString', () => {
  it('accepts real calendar dates', () => {
    for (const good of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2026-04-30']) {
      expect(dateString.safeParse(good).success, good).toBe(true);
    }
  });

  it('rejects impossible dates and other formats', () => {
    const bad = [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
    ];
    for (const value of bad) expect(dateString.safeParse(value).success, value).toBe(false);
    expect(dateString.safeParse(20260101).success).toBe(false);
  });

  it('agrees with the calendar for every day between years 1 and 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const day = isoDate(date);
          expect(dateString.parse(day)).toBe(day);
          expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
        },
      ),
    );
  });

  it('rejects day 29-31 exactly when the month is shorter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const probe = new Date(0);
          probe.setUTCFullYear(year, month - 1, day);
          const exists = probe.getUTCDate() === day;
          expect(dateString.safeParse(text).success, text).toBe(exists);
        },
      ),
    );
  });
});
