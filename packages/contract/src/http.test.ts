import { describe, expect, it } from 'vitest';
import { DEFAULT_TAKE, fillPath, idParams, MAX_TAKE, pageQuery, routerPath, sortDirection } from './http.js';

describe('routerPath', () => {
  it('turns {param} placeholders into :param', () => {
    expect(routerPath('/auth/users/{id}')).toBe('/auth/users/:id');
    expect(routerPath('/ipset/sets/{set}/ips/{ip}')).toBe('/ipset/sets/:set/ips/:ip');
  });

  it('leaves paths without placeholders alone', () => {
    expect(routerPath('/auth/token')).toBe('/auth/token');
  });
});

describe('fillPath', () => {
  it('fills every placeholder', () => {
    expect(fillPath('/dns/zones/{id}', { id: 3 })).toBe('/dns/zones/3');
    expect(fillPath('/ipset/sets/{set}/ips/{ip}', { set: 'blocked', ip: '10.0.0.1' })).toBe(
      '/ipset/sets/blocked/ips/10.0.0.1',
    );
  });

  it('encodes values so they stay one path segment', () => {
    expect(fillPath('/qa-controller/chat/search/{term}', { term: 'a/b c?' })).toBe(
      '/qa-controller/chat/search/a%2Fb%20c%3F',
    );
  });

  it('throws when a parameter is missing', () => {
    expect(() => fillPath('/dns/zones/{id}')).toThrow('Missing path parameter "id"');
    expect(() => fillPath('/ipset/sets/{set}/ips/{ip}', { set: 1 })).toThrow('"ip"');
  });

  it('ignores extra parameters', () => {
    expect(fillPath('/auth/token', { id: 1 })).toBe('/auth/token');
  });
});

describe('pageQuery', () => {
  it('defaults to the first page of DEFAULT_TAKE items', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, take: DEFAULT_TAKE });
    expect(DEFAULT_TAKE).toBe(25);
  });

  it('coerces query strings', () => {
    expect(pageQuery.parse({ page: '3', take: '50' })).toEqual({ page: 3, take: 50 });
  });

  it('accepts take up to MAX_TAKE and no further', () => {
    expect(pageQuery.parse({ take: MAX_TAKE }).take).toBe(100);
    expect(pageQuery.safeParse({ take: MAX_TAKE + 1 }).success).toBe(false);
  });

  it('rejects pages and takes below 1 and fractions', () => {
    for (const bad of [{ page: 0 }, { page: -1 }, { take: 0 }, { page: '1.5' }, { take: 'ten' }]) {
      expect(pageQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('sortDirection', () => {
  it('is ASC or DESC only', () => {
    expect(sortDirection.options).toEqual(['ASC', 'DESC']);
    expect(sortDirection.safeParse('desc').success).toBe(false);
  });
});

describe('idParams', () => {
  it('coerces a positive integer id from the path', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.safeParse({ id: '0' }).success).toBe(false);
    expect(idParams.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
