import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekday,
  monthEnd,
  monthStart,
  weekStart,
  zonedDate,
  zonedInstant,
  zoneOffset,
} from './zoned-time.js';

describe('zoned times', () => {
  it('reads a wall-clock time in the zone, summer and winter', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-01-15', '23:30', 'America/New_York').toISOString()).toBe('2026-01-16T04:30:00.000Z');
    expect(zonedInstant('2026-01-15', '09:00', 'UTC').toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward, and takes the first of a repeated autumn time', () => {
    // Europe/Berlin: 2026-03-29 02:00 → 03:00; 2026-10-25 03:00 → 02:00.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', '03:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('gives the offset and the local date of an instant', () => {
    expect(zoneOffset(Date.UTC(2026, 6, 1), 'Europe/Berlin')).toBe(2 * 3600_000);
    expect(zonedDate(new Date('2026-07-01T22:30:00Z'), 'Europe/Berlin')).toBe('2026-07-02');
    expect(zonedDate(new Date('2026-07-01T22:30:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('counts calendar days and weeks', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
    expect(monthStart('2026-11-24', -11)).toBe('2025-12-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-12-31')).toBe('2026-12-31');
  });
});
