import { scopes } from '@backoffice/contract/http';
import { describe, expect, it } from 'vitest';
import { accessAllows } from './use-can';

describe('accessAllows (useCanCall)', () => {
  const reader = { scopes: ['users:roles:read', 'dns:*'], isAdmin: false };

  it("reads an endpoint's scopes the way the server's guard does, wildcards included", () => {
    expect(accessAllows(scopes('users:roles:read'), reader)).toBe(true);
    expect(accessAllows(scopes('dns:zone:create'), reader)).toBe(true);
    expect(accessAllows(scopes('users:roles:read', 'users:users:create'), reader)).toBe(false);
    expect(accessAllows(scopes('users:users:delete'), { scopes: [], isAdmin: true })).toBe(true);
  });

  it('lets anyone call a public endpoint and anyone signed in a signed-in one', () => {
    expect(accessAllows('public', null)).toBe(true);
    expect(accessAllows('signedIn', null)).toBe(false);
    expect(accessAllows('signedIn', { scopes: [], isAdmin: false })).toBe(true);
    expect(accessAllows(scopes('users:roles:read'), null)).toBe(false);
  });
});
