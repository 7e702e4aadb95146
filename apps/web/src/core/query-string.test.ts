import { describe, expect, it } from 'vitest';
import { buildQuery } from './query-string';

const decoded = (query: Parameters<typeof buildQuery>[0]) => decodeURIComponent(buildQuery(query));

describe('buildQuery', () => {
  it('serialises scalars and leaves out undefined and null', () => {
    expect(buildQuery({ page: 2, take: 25, search: 'a b&c', on: true, none: undefined, nil: null })).toBe(
      'page=2&take=25&search=a%20b%26c&on=true',
    );
  });

  it('sends arrays as repeated bracketed keys', () => {
    expect(decoded({ ids: [1, 2, 3] })).toBe('ids[]=1&ids[]=2&ids[]=3');
    expect(buildQuery({ ids: [1, 2] })).toBe('ids%5B%5D=1&ids%5B%5D=2');
    expect(buildQuery({ ids: [] })).toBe('');
  });

  it('nests objects with bracketed keys', () => {
    expect(decoded({ filters: { status: 'open', tags: ['a', 'b'] }, page: 1 })).toBe(
      'filters[status]=open&filters[tags][]=a&filters[tags][]=b&page=1',
    );
  });

  it('keeps empty strings and zero', () => {
    expect(buildQuery({ search: '', page: 0 })).toBe('search=&page=0');
  });

  it('writes dates as ISO instants', () => {
    expect(decoded({ at: new Date('2026-01-02T03:04:05.000Z') })).toBe('at=2026-01-02T03:04:05.000Z');
  });

  it('returns an empty string without a query', () => {
    expect(buildQuery(undefined)).toBe('');
  });
});
