// Core's half of record access: the owner rule, the start-up refusals of a rule the server cannot
// apply, and the words of the API description. The record matrix (test/record-matrix.test.ts) covers
// every endpoint that names a policy through the real app.
import { endpoints } from '@backoffice/contract';
import { getZone } from '@backoffice/contract/modules/dns';
import { getProfile } from '@backoffice/contract/modules/employees';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth/sessions.js';
import { defineServerModule } from './module.js';
import { describeRecordAccess, ownerReaches, recordGate, type ServerPolicy } from './policy.js';

const user = (id: number, extra: Partial<AuthUser> = {}) =>
  ({ id, isAdmin: false, scopes: [], departmentId: null, ...extra }) as unknown as AuthUser;

describe('the owner rule', () => {
  it('lets through the owner, administrators and holders of the scope', () => {
    const rule = { scope: 'users:users:read' };
    expect(ownerReaches(user(1), { id: 1 }, rule)).toBe(true);
    expect(ownerReaches(user(2, { isAdmin: true }), { id: 1 }, rule)).toBe(true);
    expect(ownerReaches(user(2, { scopes: ['users:users:read'] }), { id: 1 }, rule)).toBe(true);
    expect(ownerReaches(user(2, { scopes: ['users:*'] }), { id: 1 }, rule)).toBe(true);
    expect(ownerReaches(user(2, { scopes: ['users:users:update'] }), { id: 1 }, rule)).toBe(false);
    expect(ownerReaches(user(2), { id: 1 }, {})).toBe(false);
  });

  it("lets the owner's department through only when the rule says so", () => {
    const colleague = user(2, { departmentId: 7 });
    expect(ownerReaches(colleague, { id: 1, departmentId: 7 }, {})).toBe(false);
    expect(ownerReaches(colleague, { id: 1, departmentId: 7 }, { department: true })).toBe(true);
    expect(ownerReaches(colleague, { id: 1, departmentId: 8 }, { department: true })).toBe(false);
    expect(ownerReaches(user(2), { id: 1, departmentId: null }, { department: true })).toBe(false);
  });
});

describe('a record rule at start-up', () => {
  const zonePolicy: ServerPolicy = {
    kind: 'record',
    noun: 'DNS zone',
    find: async () => null,
    fixture: async () => ({ hidden: 1 }),
  };

  it('is refused when no module implements the policy, or implements another kind', () => {
    expect(() => recordGate(getZone, new Map())).toThrow(
      /names the policy dns\.zone, which no server module implements/,
    );
    const asRequest: ServerPolicy = { kind: 'request', check: () => {} };
    expect(() => recordGate(getZone, new Map([['dns.zone', asRequest]]))).toThrow(
      /dns\.zone is declared a record policy but implemented as request/,
    );
    expect(recordGate(getZone, new Map([['dns.zone', zonePolicy]]))).toBeTypeOf('function');
  });

  it('is refused on a public endpoint, or keyed by a parameter its path lacks', () => {
    const policies = new Map([['dns.zone', zonePolicy]]);
    expect(() => recordGate({ ...getZone, access: 'public' }, policies)).toThrow(/is public/);
    expect(() => recordGate({ ...getZone, record: { policy: 'dns.zone', key: 'params.zoneId' } }, policies)).toThrow(
      /its record key params\.zoneId is not a parameter of its path/,
    );
  });

  it("is implemented by the module that declares it (a module's policies are named after it)", () => {
    const stray = { kind: 'request', check: () => {} } as const;
    expect(() => defineServerModule({ name: 'example', handlers: [], policies: { 'dns.newZone': stray } })).toThrow(
      /Policy dns\.newZone of module example must be named example.<rule>/,
    );
  });

  it('is none for an endpoint without a policy, or open to any record', () => {
    const open = endpoints.find((e) => e.record === 'any')!;
    expect(recordGate(open, new Map())).toBeUndefined();
    expect(recordGate({ ...getZone, record: undefined }, new Map())).toBeUndefined();
  });
});

describe('the API description', () => {
  it('says who reaches the record', () => {
    expect(describeRecordAccess(getProfile.record)).toBe(
      'Record access (`employees.profileOfUser`): the profile of the user {id} is reached by its owner, ' +
        'administrators and holders of `users:users:read`; to anyone else it answers 404.',
    );
    expect(describeRecordAccess(getZone.record)).toMatch(/^Record access \(`dns\.zone`\): the zone must be visible/);
    expect(describeRecordAccess('any')).toMatch(/^Record access: any record/);
    expect(describeRecordAccess(undefined)).toBeUndefined();
  });
});
