import { describe, expect, it } from 'vitest';
import { checkLabel, duration } from './labels';

describe('hosting labels', () => {
  it('say how long a Down window lasted', () => {
    const from = '2026-11-01T10:00:00Z';
    expect(duration(from, '2026-11-01T10:00:30Z')).toBe('30 s');
    expect(duration(from, '2026-11-01T10:45:00Z')).toBe('45 min');
    expect(duration(from, '2026-11-01T12:05:00Z')).toBe('2 h 5 min');
    expect(duration(from, '2026-11-04T14:00:00Z')).toBe('3 d 4 h');
    expect(duration(from, null, Date.parse('2026-11-01T11:00:00Z'))).toBe('1 h');
  });

  it('name a check', () => {
    expect(checkLabel({ kind: 'none' })).toBe('No check');
    expect(checkLabel({ kind: 'tcp', port: 443 })).toBe('TCP port 443');
    expect(checkLabel({ kind: 'http', url: 'https://a.example/health' })).toBe('GET https://a.example/health');
  });
});
