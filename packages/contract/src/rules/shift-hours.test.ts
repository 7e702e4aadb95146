import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftDuration, shiftHours, timeOfDay } from './shift-hours.js';

const NIGHT = 8 / 7;

describe('shiftDuration', () => {
  it.each([
    // start, end, expected weighted hours
    ['09:00', '17:00', 8],
    ['07:00', '23:00', 16],
    ['22:00', '06:00', 1 + 7 * NIGHT],
    ['23:00', '07:00', 8 * NIGHT],
    ['06:00', '08:00', NIGHT + 1],
    ['22:30', '23:30', 0.5 + 0.5 * NIGHT],
    ['00:00', '07:00', 7 * NIGHT],
    ['18:00', '02:00', 5 + 3 * NIGHT],
    ['09:00', '17:15', 8.25],
  ])('%s-%s counts %d hours', (start, end, expected) => {
    expect(shiftDuration({ start, end })).toBeCloseTo(expected, 12);
  });

  it('is exact for whole night hours (7 night hours are 8 weighted hours)', () => {
    expect(shiftDuration({ start: '22:00', end: '06:00' })).toBe(9);
    expect(shiftDuration({ start: '23:00', end: '06:00' })).toBe(8);
  });

  it('takes half an hour off when the raw duration ends in 30 minutes', () => {
    expect(shiftDuration({ start: '09:00', end: '17:30' })).toBe(8);
    expect(shiftDuration({ start: '09:15', end: '17:45' })).toBe(8);
    expect(shiftDuration({ start: '09:00', end: '09:30' })).toBe(0);
  });

  it('looks at the raw duration, not the weighted one, for the half-hour rule', () => {
    // 23:00-06:30 is 7h30 raw, all night: (7.5 × 8/7) − 0.5.
    expect(shiftDuration({ start: '23:00', end: '06:30' })).toBeCloseTo(7.5 * NIGHT - 0.5, 12);
    // 23:00-07:00 is 8h raw, 9.142… weighted: no half hour off even though it is not whole.
    expect(shiftDuration({ start: '23:00', end: '07:00' })).toBeCloseTo(8 * NIGHT, 12);
  });

  it('rolls the end to the next day when it is before or equal to the start', () => {
    // 17:00-23:00 and 07:00-09:00 are day, 23:00-07:00 is night.
    expect(shiftDuration({ start: '17:00', end: '09:00' })).toBeCloseTo(8 + 8 * NIGHT, 12);
    // Equal times are a full 24 h shift: 16 day hours and 8 night hours.
    expect(shiftDuration({ start: '08:00', end: '08:00' })).toBeCloseTo(16 + 8 * NIGHT, 12);
    expect(shiftDuration({ start: '00:00', end: '00:00' })).toBeCloseTo(16 + 8 * NIGHT, 12);
  });

  it('subtracts the break, unweighted, after weighting', () => {
    expect(shiftDuration({ start: '09:00', end: '17:00', breakMinutes: 45 })).toBe(7.25);
    expect(shiftDuration({ start: '23:00', end: '06:00', breakMinutes: 60 })).toBe(7);
    expect(shiftDuration({ start: '09:00', end: '17:00', breakMinutes: 0 })).toBe(8);
    expect(shiftDuration({ start: '09:00', end: '17:00', breakMinutes: null })).toBe(8);
  });

  it('applies the half-hour rule and the break together', () => {
    expect(shiftDuration({ start: '09:00', end: '17:30', breakMinutes: 30 })).toBe(7.5);
  });

  it('never goes below 0 when the break is longer than the shift', () => {
    expect(shiftDuration({ start: '09:00', end: '10:00', breakMinutes: 90 })).toBe(0);
  });

  it('gives 0 for an empty start or end', () => {
    expect(shiftDuration({ start: '', end: '17:00' })).toBe(0);
    expect(shiftDuration({ start: '09:00', end: '' })).toBe(0);
    expect(shiftDuration({ start: '', end: '', breakMinutes: 30 })).toBe(0);
  });

  it('rejects malformed times and breaks instead of guessing', () => {
    expect(() => shiftDuration({ start: '9:00', end: '17:00' })).toThrow(RangeError);
    expect(() => shiftDuration({ start: '09:00', end: '24:00' })).toThrow(RangeError);
    expect(() => shiftDuration({ start: '09:00', end: '17:60' })).toThrow(RangeError);
    expect(() => shiftDuration({ start: '09:00:00', end: '17:00' })).toThrow(RangeError);
    expect(() => shiftDuration({ start: '09:00', end: '17:00', breakMinutes: -5 })).toThrow(RangeError);
    expect(() => shiftDuration({ start: '09:00', end: '17:00', breakMinutes: Number.NaN })).toThrow(RangeError);
  });
});

describe('shiftHours', () => {
  it('splits day and night clock hours and reports what was deducted', () => {
    expect(shiftHours({ start: '22:00', end: '06:30', breakMinutes: 15 })).toEqual({
      dayHours: 1,
      nightHours: 7.5,
      deductedHours: 0.75,
      weighted: (60 * 7 + 450 * 8 - 45 * 7) / 420,
    });
  });

  it('counts 07:00 as day and 23:00 as night', () => {
    expect(shiftHours({ start: '06:59', end: '07:01' })).toMatchObject({ dayHours: 1 / 60, nightHours: 1 / 60 });
    expect(shiftHours({ start: '22:59', end: '23:01' })).toMatchObject({ dayHours: 1 / 60, nightHours: 1 / 60 });
  });

  it('finds day hours on both calendar days of an overnight shift', () => {
    expect(shiftHours({ start: '20:00', end: '10:00' })).toMatchObject({ dayHours: 3 + 3, nightHours: 8 });
  });

  it('is all zeros for an empty shift', () => {
    expect(shiftHours({ start: '', end: '' })).toEqual({ dayHours: 0, nightHours: 0, deductedHours: 0, weighted: 0 });
  });
});

describe('timeOfDay', () => {
  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(timeOfDay.safeParse('00:00').success).toBe(true);
    expect(timeOfDay.safeParse('23:59').success).toBe(true);
    for (const bad of ['24:00', '7:00', '07:60', '07:00:00', '', '0700']) {
      expect(timeOfDay.safeParse(bad).success, bad).toBe(false);
    }
  });
});

// ---- properties ----

const clockTime = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

/** The spec's rule read literally, one minute at a time, as an independent oracle. */
function minuteByMinute(start: string, end: string, breakMinutes: number): number {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const from = toMinutes(start);
  let to = toMinutes(end);
  if (to <= from) to += 24 * 60;
  let weighted = 0;
  for (let m = from; m < to; m++) {
    const hour = Math.floor(m / 60) % 24;
    weighted += hour >= 7 && hour <= 22 ? 1 / 60 : NIGHT / 60;
  }
  if ((to - from) % 60 === 30) weighted -= 0.5;
  return Math.max(0, weighted - breakMinutes / 60);
}

describe('shiftDuration properties', () => {
  it('matches a minute-by-minute count of the rule', () => {
    fc.assert(
      fc.property(clockTime, clockTime, fc.integer({ min: 0, max: 600 }), (start, end, breakMinutes) => {
        expect(shiftDuration({ start, end, breakMinutes })).toBeCloseTo(minuteByMinute(start, end, breakMinutes), 9);
      }),
    );
  });

  it('always lies between 0 and a full day (16 day hours + 8 night hours weighted)', () => {
    const fullDay = 16 + 8 * NIGHT;
    fc.assert(
      fc.property(clockTime, clockTime, fc.nat({ max: 3000 }), (start, end, breakMinutes) => {
        const hours = shiftDuration({ start, end, breakMinutes });
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThanOrEqual(fullDay + 1e-12);
        expect(hours).toBeLessThanOrEqual((24 * 8) / 7);
      }),
    );
  });

  it('splits the raw span into day and night hours without losing a minute', () => {
    const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    fc.assert(
      fc.property(clockTime, clockTime, (start, end) => {
        const { dayHours, nightHours } = shiftHours({ start, end });
        const rawMinutes = (toMinutes(end) - toMinutes(start) + 24 * 60) % (24 * 60) || 24 * 60;
        expect(dayHours).toBeGreaterThanOrEqual(0);
        expect(dayHours).toBeLessThanOrEqual(16);
        expect(nightHours).toBeGreaterThanOrEqual(0);
        expect(nightHours).toBeLessThanOrEqual(8);
        expect((dayHours + nightHours) * 60).toBeCloseTo(rawMinutes, 9);
      }),
    );
  });

  it('never grows when the break grows', () => {
    fc.assert(
      fc.property(clockTime, clockTime, fc.nat({ max: 600 }), fc.nat({ max: 600 }), (start, end, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(shiftDuration({ start, end, breakMinutes: large })).toBeLessThanOrEqual(
          shiftDuration({ start, end, breakMinutes: small }),
        );
      }),
    );
  });
});
