import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayPresets, formatDay, formatDayRange, formatRelative, instantFormatter } from './dates';

/** The module as a page's first load has it: no formatter made yet. */
async function freshDates() {
  vi.resetModules();
  return import('./dates');
}

describe('instantFormatter', () => {
  it('writes instants day first in the time zone it is given, not the browser’s, seconds only when asked', () => {
    expect(instantFormatter('Europe/Berlin')('2025-06-01T22:30:05Z')).toBe('2 Jun 2025, 00:30');
    expect(instantFormatter('Europe/Berlin', { seconds: true })('2025-06-01T22:30:05Z')).toBe('2 Jun 2025, 00:30:05');
    expect(instantFormatter('Europe/Berlin', { year: false, seconds: true })('2025-06-01T22:30:05Z')).toBe(
      '2 Jun, 00:30:05',
    );
    expect(instantFormatter('America/New_York', { year: false })('2025-06-01T22:30:05Z')).toBe('1 Jun, 18:30');
  });

  it('keeps text that is not an instant, and falls back to the browser’s zone for an unknown one', () => {
    expect(instantFormatter('UTC')('not a date')).toBe('not a date');
    expect(instantFormatter('No/Such_Zone')('2025-06-01T22:30:05Z')).toMatch(/^[12] Jun 2025, \d\d:30$/);
  });
});

describe('formatDay and formatDayRange', () => {
  it.each([
    ['2026-11-26', {}, 'Thu 26 Nov 2026'],
    ['2026-11-26', { weekday: false }, '26 Nov 2026'],
    ['2026-11-26', { year: false }, 'Thu 26 Nov'],
    ['2026-11-26', { weekday: false, year: false }, '26 Nov'],
    ['2026-11-26T00:00:00.000Z', {}, 'Thu 26 Nov 2026'],
    ['soon', {}, 'soon'],
  ])('%s %o → %s', (day, options, shown) => {
    expect(formatDay(day, options)).toBe(shown);
  });

  it.each([
    ['2026-11-26', '2026-11-26', '26 Nov 2026'],
    ['2026-11-24', '2026-11-28', '24–28 Nov 2026'],
    ['2026-11-28', '2026-12-02', '28 Nov – 2 Dec 2026'],
    ['2026-12-30', '2027-01-02', '30 Dec 2026 – 2 Jan 2027'],
  ])('%s to %s → %s', (from, to, shown) => {
    expect(formatDayRange(from, to)).toBe(shown);
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-26T15:00:00Z'); // a Thursday
  it.each([
    ['2026-11-26T14:59:30Z', 'just now'],
    ['2026-11-26T14:55:00Z', '5 min ago'],
    ['2026-11-26T12:00:00Z', '3 h ago'],
    ['2026-11-26T08:10:00Z', 'today 08:10'],
    ['2026-11-25T14:02:00Z', 'yesterday 14:02'],
    ['2026-11-23T09:15:00Z', 'Mon 09:15'],
    ['2026-11-12T09:15:00Z', '12 Nov'],
    ['2025-11-26T09:15:00Z', '26 Nov 2025'],
    ['2026-11-26T15:05:00Z', 'in 5 min'],
    ['2026-11-26T18:00:00Z', 'in 3 h'],
    ['2026-11-28T18:00:00Z', '28 Nov 2026, 18:00'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, shown) => {
    expect(formatRelative(iso, now, 'UTC')).toBe(shown);
  });

  it('counts days in the zone it is given: past midnight in Tokyo is already “yesterday”', () => {
    expect(formatRelative('2026-11-26T14:00:00Z', new Date('2026-11-26T16:00:00Z'), 'Asia/Tokyo')).toBe(
      'yesterday 23:00',
    );
  });
});

describe('dayPresets', () => {
  it('offers periods ending today, last month as a whole, and the quarter so far', () => {
    expect(dayPresets(new Date(2026, 10, 26)).map((p) => [p.label, p.from, p.to])).toEqual([
      ['Last 7 days', '2026-11-20', '2026-11-26'],
      ['Last 30 days', '2026-10-28', '2026-11-26'],
      ['Last 90 days', '2026-08-29', '2026-11-26'],
      ['This month', '2026-11-01', '2026-11-26'],
      ['Last month', '2026-10-01', '2026-10-31'],
      ['This quarter', '2026-10-01', '2026-11-26'],
    ]);
    // January: last month is December of the year before; the quarter starts on the first.
    expect(
      dayPresets(new Date(2027, 0, 1))
        .slice(3)
        .map((p) => [p.from, p.to]),
    ).toEqual([
      ['2027-01-01', '2027-01-01'],
      ['2026-12-01', '2026-12-31'],
      ['2027-01-01', '2027-01-01'],
    ]);
  });
});

describe('warmUpLocaleData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("makes the days' formatter in a task of its own, not before, and the days then use that one; the numbers' data in the next", async () => {
    const dates = await freshDates();
    vi.useFakeTimers();
    let made = 0;
    const Original = Intl.DateTimeFormat;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counting } }));
    const numbers = vi.spyOn(Number.prototype, 'toLocaleString');
    dates.warmUpLocaleData();
    expect(made).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(made).toBeGreaterThanOrEqual(1);
    const afterWarmUp = made;
    expect(dates.formatDay('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(made).toBe(afterWarmUp);
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledWith('en');
  });

  it('is cancelled by the function it returns', async () => {
    const dates = await freshDates();
    vi.useFakeTimers();
    const numbers = vi.spyOn(Number.prototype, 'toLocaleString');
    dates.warmUpLocaleData()();
    vi.runAllTimers();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates.formatDay('2026-11-26')).toBe('Thu 26 Nov 2026');
  });
});
