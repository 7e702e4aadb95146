import { describe, expect, it } from 'vitest';
import { lastUse } from './sessions-card';

describe('lastUse', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says "just now" within the two minutes a use may take to be recorded', () => {
    expect(lastUse(ago(0), now)).toBe('just now');
    expect(lastUse(ago(89_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(lastUse(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(lastUse(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(lastUse(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(lastUse(ago(6 * 86_400_000), now)).toBe('6 days ago');
  });
});
