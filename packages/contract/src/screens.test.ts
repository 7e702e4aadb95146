import { describe, expect, it } from 'vitest';
import { screen } from './screens.js';

describe('screen', () => {
  it('fills the parameters of its pattern, encoded', () => {
    const zone = screen('/dns/zone/:zoneId/create');
    expect(zone.pattern).toBe('/dns/zone/:zoneId/create');
    expect(zone.href({ zoneId: 7 })).toBe('/dns/zone/7/create');
    expect(screen('/ipset/:set').href({ set: 'a b/c' })).toBe('/ipset/a%20b%2Fc');
  });

  it('leaves an optional parameter out when it is not given', () => {
    const queue = screen('/qc-v2/chats/queue/:chatId?');
    expect(queue.href()).toBe('/qc-v2/chats/queue');
    expect(queue.href({ chatId: null })).toBe('/qc-v2/chats/queue');
    expect(queue.href({ chatId: 12 })).toBe('/qc-v2/chats/queue/12');
  });

  it('appends the query without its empty values', () => {
    expect(screen('/leaves/all').href({}, { pending: 1, person: null, search: '', all: false })).toBe(
      '/leaves/all?pending=1',
    );
    expect(screen('/').href()).toBe('/');
    expect(screen('/dns/zone/:id/create').href({ id: 7 }, { edit: 'A www/1', n: 2 })).toBe(
      '/dns/zone/7/create?edit=A%20www%2F1&n=2',
    );
  });

  it('refuses a link without a parameter it needs', () => {
    expect(() => (screen('/ssl/:id').href as (p: object) => string)({})).toThrow('Missing parameter "id" for /ssl/:id');
  });

  it('types the parameters from the pattern', () => {
    const page = screen('/a/:x/b/:y?');
    expect(page.href({ x: 1 })).toBe('/a/1/b');
    // @ts-expect-error: x is required
    expect(() => page.href({ y: 2 })).toThrow();
    // @ts-expect-error: the pattern names no z
    expect(page.href({ x: 1, z: 3 })).toBe('/a/1/b');
  });
});
