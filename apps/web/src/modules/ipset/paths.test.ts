import { describe, expect, it } from 'vitest';
import { ipsetPaths } from './paths';

describe('ipsetPaths', () => {
  it('links a set by name, except one the create screen would hide', () => {
    expect(ipsetPaths.set({ id: 4, name: 'blocked.v4' })).toBe('/ipset/sets/blocked.v4');
    expect(ipsetPaths.set({ id: 9, name: 'create' })).toBe('/ipset/sets/9');
    expect(ipsetPaths.set({ id: 5, name: 'a b' })).toBe('/ipset/sets/a%20b');
  });
});
