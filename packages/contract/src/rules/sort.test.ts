import { describe, expect, it } from 'vitest';
import { pageQuery } from '../http.js';
import { normalizeDirection, sortQuery } from './sort.js';

describe('sortQuery', () => {
  const query = sortQuery(['createdAt', 'name']);

  it('defaults to DESC with no column', () => {
    expect(query.parse({})).toEqual({ direction: 'DESC' });
  });

  it('accepts the listed columns and ASC or DESC', () => {
    expect(query.parse({ sortBy: 'name', direction: 'ASC' })).toEqual({ sortBy: 'name', direction: 'ASC' });
    expect(query.parse({ sortBy: 'createdAt', direction: 'DESC' })).toEqual({
      sortBy: 'createdAt',
      direction: 'DESC',
    });
  });

  it('rejects other columns and other directions, lowercase included', () => {
    expect(query.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(query.safeParse({ direction: 'asc' }).success).toBe(false);
    expect(query.safeParse({ direction: 'UP' }).success).toBe(false);
  });

  it('combines with paging', () => {
    const list = pageQuery.extend(query.shape);
    expect(list.parse({ page: '2', sortBy: 'name' })).toEqual({ page: 2, take: 25, sortBy: 'name', direction: 'DESC' });
  });
});

describe('normalizeDirection', () => {
  it('reads ASC in any case, trimmed', () => {
    expect(normalizeDirection('ASC')).toBe('ASC');
    expect(normalizeDirection('asc')).toBe('ASC');
    expect(normalizeDirection(' Asc ')).toBe('ASC');
  });

  it('falls back to DESC for everything else', () => {
    for (const value of ['DESC', 'desc', '', 'ascending', undefined, null, 1, true, ['ASC']]) {
      expect(normalizeDirection(value)).toBe('DESC');
    }
  });
});
