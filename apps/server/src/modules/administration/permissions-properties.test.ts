// Issue 35's two equivalences: who-can-what answers what the guard decides (every user × scope of a
// generated set, the guard asked through real endpoints), and a role change's preview is what saving
// it then does (random role changes, the effect read from the members' own sessions: GET /auth/me).
import { type Endpoint, endpoints, hasScopes, SCOPE_CATALOGUE } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { createDepartment, putInRole } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t.close());

/** One GET endpoint per scope that requires exactly it and names no record: asking it asks the guard. */
function probes(): Map<string, Endpoint> {
  const found = new Map<string, Endpoint>();
  for (const e of endpoints) {
    if (e.method !== 'GET' || e.record || e.path.includes('{') || typeof e.access !== 'object') continue;
    const [scope, ...more] = e.access.scopes;
    if (scope && !more.length && !scope.includes('*') && !found.has(scope)) found.set(scope, e);
  }
  return found;
}

describe('who can do what = the guard', () => {
  it('for every user and scope of a generated set', async () => {
    const byScope = probes();
    const scopes = [...byScope.keys()]
      .sort()
      .filter((_, i) => i % 3 === 0)
      .slice(0, 14);
    // What roles hold: the scopes, wildcards over their services and resources, and `*`.
    const patterns = [
      ...scopes,
      ...new Set(scopes.map((s) => `${s.split(':')[0]}:*`)),
      ...new Set(scopes.map((s) => `${s.split(':').slice(0, 2).join(':')}:*`)),
      '*',
      'users:*:read',
    ];
    const people = fc.sample(
      fc.record({
        held: fc.subarray(patterns, { maxLength: 5 }),
        isAdmin: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      }),
      { numRuns: 10, seed: 35 },
    );
    const tag = `guard${process.pid}x`;
    const users = [];
    let n = 0;
    for (const p of people)
      users.push(await t.createUser({ scopes: p.held, isAdmin: p.isAdmin, username: `${tag}${++n}` }));
    // No scope passes nobody: a user with no role at all counts too.
    const roleless = await t.createUser({ username: `${tag}${++n}` });
    await putInRole(t, roleless.id, null);
    users.push(roleless);

    for (const scope of scopes) {
      const holders = await t.callOk(admin, administration.scopeHolders, {
        query: { scopes: [scope], search: tag, take: 100 },
      });
      const listed = new Set(holders.items.map((h) => h.id));
      for (const user of users) {
        const res = await t.call(user, byScope.get(scope)!, {} as never);
        const guardPasses = res.statusCode !== 403;
        expect(listed.has(user.id), `${user.username} × ${scope} (${res.statusCode})`).toBe(guardPasses);
      }
    }
    for (const user of users) {
      const mine = await t.callOk(admin, administration.userPermissionsOf, { params: { id: user.id } });
      const effective = new Set(mine.scopes.map((s) => s.scope));
      for (const scope of scopes) {
        const res = await t.call(user, byScope.get(scope)!, {} as never);
        expect(effective.has(scope), `${user.username} × ${scope}`).toBe(res.statusCode !== 403);
      }
    }
  });
});

describe('a role change previewed = the change saved', () => {
  it('over random role changes, by an administrator or an editor the granting rule may stop', async () => {
    const department = await createDepartment(t, admin);
    // A small world of scopes, some the editor holds and some not, wildcards included.
    const pool = [
      'dns:zone:read',
      'dns:zone:create',
      'dns:*',
      'ipset:ipset:read',
      'ipset:*',
      'qa:tag:read',
      'users:departments:read',
    ];
    const editor = await t.createUser({
      scopes: ['users:roles:read', 'users:roles:update', 'dns:*', 'ipset:ipset:read'],
    });
    const members = [await t.createUser(), await t.createUser(), await t.createUser({ isAdmin: true })];
    let run = 0;

    const sessionScopes = async (user: TestUser) => {
      const me = await t.callOk(user, auth.me);
      return new Set(SCOPE_CATALOGUE.filter((s) => hasScopes(me.scopes, [s], me.isAdmin)));
    };

    await fc.assert(
      fc.asyncProperty(
        fc.subarray(pool),
        fc.subarray(pool),
        fc.subarray([0, 1, 2], { minLength: 1 }),
        fc.boolean(),
        async (initial, next, who, byAdmin) => {
          const role = await t.callOk(admin, administration.createRole, {
            body: { name: `Property ${process.pid} ${++run}`, departmentId: department.id, scopes: initial },
          });
          const inRole = who.map((i) => members[i]!);
          for (const m of inRole) await putInRole(t, m.id, role.id);
          const actor = byAdmin ? admin : editor;
          const before = new Map(await Promise.all(inRole.map(async (m) => [m.id, await sessionScopes(m)] as const)));

          const preview = await t.callOk(actor, administration.previewRole, {
            params: { id: role.id },
            body: { scopes: next },
          });
          const saved = await t.call(actor, administration.updateRole, {
            params: { id: role.id },
            body: { scopes: next },
          });

          const after = new Map(await Promise.all(inRole.map(async (m) => [m.id, await sessionScopes(m)] as const)));
          if (preview.refusal !== null) {
            expect(saved.statusCode).toBe(403);
            expect(saved.json().message).toBe(preview.refusal);
            expect(after).toEqual(before);
          } else {
            expect(saved.statusCode, saved.body).toBe(200);
          }
          // Who gained and lost which scope, from the sessions, as the preview's shape has it.
          const gained: Record<string, number[]> = {};
          const lost: Record<string, number[]> = {};
          const add = (into: Record<string, number[]>, scope: string, id: number) => {
            into[scope] = [...(into[scope] ?? []), id];
          };
          for (const m of inRole) {
            for (const s of after.get(m.id)!) if (!before.get(m.id)!.has(s)) add(gained, s, m.id);
            for (const s of before.get(m.id)!) if (!after.get(m.id)!.has(s)) add(lost, s, m.id);
          }
          const shape = (list: typeof preview.added) =>
            Object.fromEntries(list.map((s) => [s.scope, s.users.map((u) => u.id).sort((a, b) => a - b)]));
          const sortAll = (r: Record<string, number[]>) =>
            Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.sort((a, b) => a - b)]));
          if (preview.refusal === null) {
            expect(shape(preview.added)).toEqual(sortAll(gained));
            expect(shape(preview.removed)).toEqual(sortAll(lost));
          }
          for (const m of inRole) await putInRole(t, m.id, null);
        },
      ),
      { numRuns: 25, seed: 3535 },
    );
  });
});
