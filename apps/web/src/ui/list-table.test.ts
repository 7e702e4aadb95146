import { describe, expect, it } from 'vitest';
import { countOf, totalOf } from './list-table';

describe('countOf', () => {
  it('names one and many', () => {
    expect(countOf({ total: 1 }, 'user')).toBe('1 user');
    expect(countOf({ total: 0 }, 'user')).toBe('0 users');
    expect(countOf({ total: 1234 }, 'entry', 'entries')).toBe('1,234 entries');
  });

  it('says "10,000+" past the counting cap', () => {
    expect(countOf({ total: 10_000, totalCapped: true }, 'user')).toBe('10,000+ users');
  });
});

describe('totalOf', () => {
  it('formats the total, or the cap with a plus past it', () => {
    expect(totalOf({ total: 1234 })).toBe('1,234');
    expect(totalOf({ total: 10_000, totalCapped: true })).toBe('10,000+');
  });
});
