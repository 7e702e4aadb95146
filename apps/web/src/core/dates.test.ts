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
    expect(instantFormatter('No/Such_Zone')('2025-06-01T22:30:05Z')).toBe(instantFormatter()('2025-06-01T22:30:05Z'));
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

describe('without the browser’s locale data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes days, months, ranges, instants in the browser’s zone and recent instants without any Intl formatter', async () => {
    const dates = await freshDates();
    const refuse = () => {
      throw new Error('Intl was asked');
    };
    vi.stubGlobal('Intl', { DateTimeFormat: refuse, NumberFormat: refuse, Collator: refuse });
    const at = new Date(2026, 10, 26, 9, 5, 7);
    expect(dates.formatDay('2026-09-01')).toBe('Tue 1 Sept 2026');
    expect(dates.formatMonth('2026-11')).toBe('November 2026');
    expect(dates.formatDayRange('2026-11-28', '2026-12-02')).toBe('28 Nov – 2 Dec 2026');
    expect(dates.formatInstant(at.toISOString())).toBe('26 Nov 2026, 09:05');
    expect(dates.formatInstantSeconds(at.toISOString())).toBe('26 Nov 2026, 09:05:07');
    expect(dates.formatRelative(at.toISOString(), new Date(2026, 10, 27, 12))).toBe('yesterday 09:05');
  });
});

describe('the same words as the browser’s en-GB locale data', () => {
  // Instants over several years (summer time, midnight, the last day of a month), in the browser's zone,
  // UTC and named zones: our fields and words against Intl's.
  const instants = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + (i * 4_321_987_123) / 7));
  const intl = (timeZone: string | undefined, at: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    return p;
  };

  it.each([undefined, 'UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'])(
    'instants in %s',
    (timeZone) => {
      const differing = instants.filter((at) => {
        const p = intl(timeZone, at);
        return (
          instantFormatter(timeZone, { seconds: true })(at.toISOString()) !==
          `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}:${p.second}`
        );
      });
      expect(differing.map((at) => at.toISOString())).toEqual([]);
    },
  );

  it('days with their weekday and month, every day of 2026 and 2027', () => {
    const differing: string[] = [];
    for (let i = 0; i < 730; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + i, 12));
      const day = at.toISOString().slice(0, 10);
      const p = intl('UTC', at);
      if (formatDay(day) !== `${p.weekday} ${p.day} ${p.month} ${p.year}`) differing.push(day);
    }
    expect(differing).toEqual([]);
  });
});
