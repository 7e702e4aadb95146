import { describe, expect, it } from 'vitest';
import { formatDuration, fromNow, triggerLabel } from './run-format';

describe('how the jobs screen writes runs', () => {
  it('writes durations and the time to the next run for people', () => {
    expect([35, 2_400, 12_000, 185_000, 7_800_000].map(formatDuration)).toEqual([
      '35 ms',
      '2.4 s',
      '12 s',
      '3 min 5 s',
      '2 h 10 min',
    ]);
    const now = Date.parse('2025-06-01T10:00:00Z');
    expect(fromNow('2025-06-01T10:12:00Z', now)).toBe('in 12 minutes');
    expect(fromNow('2025-06-01T13:00:00Z', now)).toBe('in 3 hours');
    expect(fromNow('2025-06-02T11:00:00Z', now)).toBe('tomorrow');
  });

  it('names what started a run', () => {
    expect(triggerLabel({ trigger: 'schedule', attempt: 1, username: null })).toBe('Scheduled');
    expect(triggerLabel({ trigger: 'retry', attempt: 3, username: null })).toBe('Retry, attempt 3');
    expect(triggerLabel({ trigger: 'manual', attempt: 1, username: 'ada' })).toBe('Manual, by ada');
  });
});
