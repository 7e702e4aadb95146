import { describe, expect, it } from 'vitest';
import { defaultRecurrence, fromRule, toRule, weekdayPosition, weekdayWords } from './recurrence';

describe('recurrence choices', () => {
  it('write the RRULE people mean', () => {
    const start = '2026-11-10'; // the second Tuesday of November 2026
    expect(toRule(defaultRecurrence(start), start)).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(toRule({ ...defaultRecurrence(start), interval: 2, weekdays: [3, 1] }, start)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE',
    );
    expect(toRule({ ...defaultRecurrence(start), freq: 'MONTHLY', monthlyBy: 'weekday' }, start)).toBe(
      'FREQ=MONTHLY;BYDAY=2TU',
    );
    expect(toRule({ ...defaultRecurrence(start), freq: 'DAILY', ends: 'on', until: '2026-12-31' }, start)).toBe(
      'FREQ=DAILY;UNTIL=20261231',
    );
    expect(toRule({ ...defaultRecurrence(start), freq: 'YEARLY', ends: 'after', count: 5 }, start)).toBe(
      'FREQ=YEARLY;COUNT=5',
    );
    expect(weekdayWords(start)).toBe('the second Tuesday');
  });

  it('a day in the last seven of its month is "the last"', () => {
    expect(weekdayPosition('2026-11-30')).toBe(-1);
    expect(weekdayPosition('2026-11-23')).toBe(4);
    expect(weekdayPosition('2026-02-22')).toBe(-1); // February 2026 has 28 days
  });

  it('read a rule back into choices, and leave a rule they cannot show to text', () => {
    const start = '2026-11-10';
    expect(fromRule('FREQ=MONTHLY;BYDAY=+2TU;UNTIL=20261231T235959Z', start)).toMatchObject({
      monthlyBy: 'weekday',
      until: '2026-12-31',
    });
    for (const rule of [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE',
      'FREQ=MONTHLY;BYDAY=2TU',
      'FREQ=DAILY;UNTIL=20261231',
      'FREQ=YEARLY;COUNT=5',
    ]) {
      expect(toRule(fromRule(rule, start)!, start)).toBe(rule);
    }
    expect(fromRule('FREQ=MONTHLY;BYMONTHDAY=31', start)).toBeNull();
    expect(fromRule('FREQ=MONTHLY;BYDAY=3TU', start)).toBeNull();
    expect(fromRule('FREQ=HOURLY', start)).toBeNull();
  });
});
