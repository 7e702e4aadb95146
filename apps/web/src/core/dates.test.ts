import { describe, expect, it } from 'vitest';
import { instantFormatter } from './dates';

describe('instantFormatter', () => {
  it('writes instants in the time zone it is given, not the browser’s', () => {
    const noYear = { year: false };
    expect(instantFormatter('Europe/Berlin', noYear)('2025-06-01T22:30:05Z')).toBe('Jun 02, 00:30:05');
    expect(instantFormatter('America/New_York', { year: false, seconds: false })('2025-06-01T22:30:05Z')).toBe(
      'Jun 01, 18:30',
    );
    expect(instantFormatter('Europe/Berlin')('2025-06-01T22:30:05Z')).toBe('Jun 02, 2025, 00:30:05');
  });

  it('keeps text that is not an instant, and falls back to the browser’s zone for an unknown one', () => {
    expect(instantFormatter('UTC')('not a date')).toBe('not a date');
    expect(instantFormatter('No/Such_Zone')('2025-06-01T22:30:05Z')).toMatch(/^Jun 0[12], 2025, \d\d:30:05$/);
  });
});
