// What administration tells people: a changed role's users are notified, so are moved users, and an
// administrator who forces someone out gets the spec's success dialog.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { listen, nextEvent, openSocket } from '../../test/sockets.js';
import { createDepartment, createRole, putInRole } from './testing/helpers.js';

let t: TestApp;
let base: string;
let admin: TestUser;
let department: { id: number; name: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  admin = await t.createUser({ isAdmin: true });
  department = await createDepartment(t, admin);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const bell = async (user: TestUser) =>
  (await t.as(user, { method: 'GET', url: '/api/employee-controller/notifications' })).json().items as {
    level: string;
    title: string;
    body: string;
  }[];

describe('notices from administration', () => {
  it("notifies a role's users when its scopes change, live and in the bell", async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read'], 'Night desk');
    const holder = await t.createUser();
    await putInRole(t, holder.id, role.id, department.id);
    const socket = await openSocket(base, holder.wsKey);
    sockets.push(socket);
    const heard = nextEvent<{ title: string; body: string }>(socket, 'notification');
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/auth/roles/${role.id}`,
      payload: { scopes: ['dns:zone:read', 'dns:zone:create'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toMatchObject({
      title: 'Your permissions changed',
      body: 'Your role Night desk now grants 2 scopes; the menu shows what you can reach.',
      // No second toast: roleUpdated already shows the spec's 'Your Permissions Has Been Updated'.
      quiet: true,
    });
    expect((await bell(holder))[0]).toMatchObject({ level: 'info', title: 'Your permissions changed' });
  });

  it('tells moved users their new role, in bulk and one by one', async () => {
    const role = await createRole(t, admin, department.id, [], 'Day desk');
    const [a, b] = [await t.createUser(), await t.createUser()];
    const moved = await t.as(admin, {
      method: 'PATCH',
      url: '/api/auth/roles/users',
      payload: { role: role.id, users: [a.id] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await bell(a))[0]).toMatchObject({
      title: 'Your role changed',
      body: 'You now have the role Day desk; the menu shows what you can reach.',
    });
    const edited = await t.as(admin, {
      method: 'PATCH',
      url: `/api/auth/users/${b.id}`,
      payload: { userData: { roleId: role.id } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await bell(b))[0]).toMatchObject({ title: 'Your role changed' });
  });

  it('shows the administrator a success dialog after a forced logout', async () => {
    const target = await t.createUser();
    const socket = await openSocket(base, admin.wsKey);
    sockets.push(socket);
    const heard = nextEvent<{ type: string; message: string }>(socket, 'dialog');
    const res = await t.as(admin, { method: 'POST', url: '/api/auth/forceLogout', payload: { userId: target.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ type: 'success', message: `${target.username} was signed out of 1 session.` });
  });
});
