// What a signed-in user's sockets hear when an administrator acts: forceLogout, roleUpdated,
// updateCredentials; once in one process and once across two instances sharing Redis.
import type { SessionUser } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { acrossInstances, eventWithin, listen, nextEvent, openSocket, testRedisUrl } from '../../test/sockets.js';
import { createDepartment, createRole, expectStatus, putInRole } from './testing/helpers.js';

const sockets: Socket[] = [];
async function socketOf(base: string, user: TestUser): Promise<Socket> {
  const socket = await openSocket(base, user.wsKey);
  sockets.push(socket);
  return socket;
}
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

describe('administration pushes, one instance', () => {
  let t: TestApp;
  let base: string;
  let admin: TestUser;
  let department: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    admin = await t.createUser({ isAdmin: true });
    department = await createDepartment(t, admin);
  });
  afterAll(() => t.close());

  it('force logout: the target hears forceLogout, its socket closes and its token is refused', async () => {
    const target = await t.createUser();
    const bystander = await t.createUser();
    const socket = await socketOf(base, target);
    const other = await socketOf(base, bystander);
    const heard = nextEvent(socket, 'forceLogout');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const bystanderHeard = eventWithin(other, 'forceLogout');
    expectStatus(await t.call(admin, administration.forceLogout, { body: { userId: target.id } }), 200);
    expect(await heard).toEqual({});
    expect(await closed).toBe('io server disconnect');
    expect(await bystanderHeard).toBe(false);
    expectStatus(await t.call(target, auth.me), 401, 'TOKEN_INVALID');
    await expect(openSocket(base, target.wsKey)).rejects.toThrow(/unauthorized/);
    expectStatus(await t.call(bystander, auth.me), 200);
  });

  it('deleting a user sends forceLogout and closes its sockets', async () => {
    const target = await t.createUser();
    const socket = await socketOf(base, target);
    const heard = nextEvent(socket, 'forceLogout');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expectStatus(await t.call(admin, administration.deleteUser, { body: { id: target.id } }), 200);
    expect(await heard).toEqual({});
    expect(await closed).toBe('io server disconnect');
  });

  it('role scope change: every user of the role hears roleUpdated, and the server grants and denies accordingly', async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read']);
    const a = await t.createUser();
    const b = await t.createUser();
    const outsider = await t.createUser();
    await putInRole(t, a.id, role.id);
    await putInRole(t, b.id, role.id);
    const [sa, sb, so] = await Promise.all([socketOf(base, a), socketOf(base, b), socketOf(base, outsider)]);
    const heard = Promise.all([nextEvent(sa, 'roleUpdated'), nextEvent(sb, 'roleUpdated')]);
    const outsiderHeard = eventWithin(so, 'roleUpdated');
    expectStatus(await t.call(a, system.auditLog), 403);

    const res = await t.call(admin, administration.updateRole, {
      params: { id: role.id },
      body: { scopes: ['audit:log:read'] },
    });
    expectStatus(res, 200);
    expect(await heard).toEqual([{ scopes: ['audit:log:read'] }, { scopes: ['audit:log:read'] }]);
    expect(await outsiderHeard).toBe(false);
    expectStatus(await t.call(a, system.auditLog), 200);
    expectStatus(await t.call(b, system.auditLog), 200);

    // A change that leaves the scopes as they are says nothing.
    const quiet = eventWithin(sa, 'roleUpdated');
    await t.call(admin, administration.updateRole, { params: { id: role.id }, body: { description: 'same scopes' } });
    expect(await quiet).toBe(false);
  });

  it('role move: each moved user hears updateCredentials with a token that works and the new scopes', async () => {
    const role = await createRole(t, admin, department.id, ['audit:log:read']);
    const mover = await t.createUser();
    const socket = await socketOf(base, mover);
    const heard = nextEvent<{ jwt: string; user: SessionUser }>(socket, 'updateCredentials');
    expectStatus(
      await t.call(admin, administration.moveUsersToRole, { body: { users: [mover.id], role: role.id } }),
      200,
    );
    const { jwt, user } = await heard;
    expect(user).toMatchObject({ id: mover.id, scopes: ['audit:log:read'] });
    expect(user.wsKey).not.toBe(mover.wsKey);
    const fresh = { ...mover, token: jwt, wsKey: user.wsKey };
    expectStatus(await t.call(fresh, system.auditLog), 200);
    expect((await t.call(fresh, auth.me)).reply()).toMatchObject({ id: mover.id });
    // The new key opens a socket too.
    await socketOf(base, fresh);
  });

  it('changing a user’s role through PATCH /auth/users/{id} sends updateCredentials as well', async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read']);
    const target = await t.createUser();
    const socket = await socketOf(base, target);
    const heard = nextEvent<{ jwt: string; user: SessionUser }>(socket, 'updateCredentials');
    expectStatus(
      await t.call(admin, administration.updateUser, {
        params: { id: target.id },
        body: { userData: { roleId: role.id } },
      }),
      200,
    );
    const { jwt, user } = await heard;
    expect(user.scopes).toEqual(['dns:zone:read']);
    expectStatus(await t.call({ ...target, token: jwt }, auth.me), 200);
    // A change that is not a role change sends no credentials.
    const quiet = eventWithin(socket, 'updateCredentials');
    await t.call(admin, administration.updateUser, {
      params: { id: target.id },
      body: { userData: { name: 'New Name' } },
    });
    expect(await quiet).toBe(false);
  });
});

describe('administration pushes across two instances sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;
  let admin: TestUser;

  beforeAll(async () => {
    one = await createTestApp({ config: { redisUrl: testRedisUrl } });
    two = await createTestApp({ database: one.database, config: { redisUrl: testRedisUrl } });
    await listen(one);
    baseTwo = await listen(two);
    admin = await one.createUser({ isAdmin: true });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a force logout on one instance reaches a socket on the other, and that instance refuses the token', async () => {
    const target = await one.createUser();
    expectStatus(await two.call(target, auth.me), 200);
    const socket = await socketOf(baseTwo, target);
    const heard = nextEvent(socket, 'forceLogout');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expectStatus(await one.call(admin, administration.forceLogout, { body: { userId: target.id } }), 200);
    expect(await heard).toEqual({});
    expect(await closed).toBe('io server disconnect');
    await vi.waitFor(async () => expectStatus(await two.call(target, auth.me), 401), acrossInstances);
  });

  it('a role scope change on one instance reaches a socket on the other, whose checks follow', async () => {
    const department = await createDepartment(one, admin);
    const role = await createRole(one, admin, department.id, []);
    const member = await one.createUser();
    await putInRole(one, member.id, role.id);
    expectStatus(await two.call(member, system.auditLog), 403);
    const socket = await socketOf(baseTwo, member);
    const heard = nextEvent(socket, 'roleUpdated');
    expectStatus(
      await one.call(admin, administration.updateRole, {
        params: { id: role.id },
        body: { scopes: ['audit:log:read'] },
      }),
      200,
    );
    expect(await heard).toEqual({ scopes: ['audit:log:read'] });
    // The event and the cache drop travel separately through Redis: the grant follows within moments.
    await vi.waitFor(async () => expectStatus(await two.call(member, system.auditLog), 200), acrossInstances);
  });
});
