import type { BodyOf } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as employees from '@backoffice/contract/modules/employees';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import type { QueryInput } from '../../test/typed-calls.js';
import { auditOf } from './testing/audit.js';
import { createDepartment, createRole, expectInvalid, expectStatus, unique } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let department: { id: number; name: string };

const password = 'correct-horse-battery';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  manager = await t.createUser({
    scopes: ['users:users:read', 'users:users:create', 'users:users:update', 'users:users:delete'],
  });
  department = await createDepartment(t, admin);
});
afterAll(() => t.close());

const handle = () => unique('u').replace(/\W/g, '').toLowerCase();

const userBody = () => {
  const username = handle();
  return { username, email: `${username}@example.test`, name: 'Grace Brewster Hopper', password };
};

async function createUser(payload: Partial<BodyOf<typeof administration.createUser>> = {}, by: TestUser = admin) {
  return t.call(by, administration.createUser, { body: { ...userBody(), ...payload } });
}

/** `createUser` with values the body's types refuse, sent as written. */
const createUserRaw = (payload: Record<string, unknown>) =>
  t.call(admin, administration.createUser, { rawBody: { ...userBody(), ...payload } });

describe('POST /auth/users', () => {
  it('creates a user with a profile, who can then sign in', async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read']);
    const res = await createUser({ roleId: role.id });
    expectStatus(res, 201);
    const user = res.reply();
    expect(user).toMatchObject({
      name: 'Grace Brewster Hopper',
      isAdmin: false,
      roleId: role.id,
      role: { id: role.id, name: role.name },
      // No department given: the role's.
      departmentId: department.id,
      department: { id: department.id, name: department.name },
    });
    expect(user.profileId).toEqual(expect.any(Number));
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
    const profile = await t.call(admin, employees.getProfile, { params: { id: user.id } });
    expect(profile.reply().personalDetails).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper' });
    const signIn = await t.signIn(user.username, password);
    expectStatus(signIn, 200);
    expect(signIn.reply().user.scopes).toEqual(['dns:zone:read']);
    const [entry] = await auditOf(t, 'user', user.id);
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('refuses bad input field by field', async () => {
    expectInvalid(await createUserRaw({ username: undefined }), 'body.username');
    expectInvalid(await createUser({ username: 'ab' }), 'body.username');
    expectInvalid(await createUser({ username: 'has space' }), 'body.username');
    expectInvalid(await createUser({ username: 'x'.repeat(65) }), 'body.username');
    expectInvalid(await createUser({ email: 'not-an-email' }), 'body.email');
    expectInvalid(await createUserRaw({ email: undefined }), 'body.email');
    expectInvalid(await createUser({ name: '' }), 'body.name');
    expectInvalid(await createUser({ name: 'x'.repeat(201) }), 'body.name');
    const short = await createUser({ password: 'elevenchars' });
    expectInvalid(short, 'body.password');
    expect(short.json().details[0].message).toBe('A password is at least 12 characters');
    expectInvalid(await createUserRaw({ password: undefined }), 'body.password');
    expectInvalid(await createUser({ roleId: 0 }), 'body.roleId');
    expectInvalid(await createUser({ roleId: 999999 }), 'body.roleId');
    expectInvalid(await createUserRaw({ departmentId: 'x' }), 'body.departmentId');
    expectInvalid(await createUser({ departmentId: 999999 }), 'body.departmentId');
    expectInvalid(await createUserRaw({ isAdmin: 'yes' }), 'body.isAdmin');
  });

  it('answers 409 naming the field for a taken username or email, in any case', async () => {
    const first = (await createUser()).reply();
    const sameName = await t.call(admin, administration.createUser, {
      body: { username: first.username.toUpperCase(), email: 'other@example.test', name: 'X', password },
    });
    expectStatus(sameName, 409, 'CONFLICT');
    expect(sameName.json().details).toEqual([{ field: 'body.username', message: 'This username is already taken' }]);
    const sameEmail = await createUser({ email: first.email.toUpperCase() });
    expectStatus(sameEmail, 409);
    expect(sameEmail.json().details[0].field).toBe('body.email');
  });

  it('lets only an administrator create an administrator', async () => {
    expectStatus(await createUser({ isAdmin: true }, manager), 403, 'FORBIDDEN');
    const res = await createUser({ isAdmin: true }, admin);
    expectStatus(res, 201);
    expect(res.reply().isAdmin).toBe(true);
  });

  it('needs a token and users:users:create', async () => {
    expectStatus(await t.call(null, administration.createUser, { rawBody: {} }), 401);
    const reader = await t.createUser({ scopes: ['users:users:read'] });
    expectStatus(await createUser({}, reader), 403);
  });
});

describe('GET /auth/users and /auth/users/{id}', () => {
  it('lists with search and paging; each item names its role and department', async () => {
    const tag = handle();
    const role = await createRole(t, admin, department.id);
    for (const n of ['b', 'a']) {
      expectStatus(
        await createUser({
          username: `${tag}${n}`,
          name: `${tag} ${n}`,
          email: `${n}${tag}@example.test`,
          roleId: role.id,
        }),
        201,
      );
    }
    const res = await t.call(manager, administration.listUsers, { query: { search: tag, take: 1 } });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ total: 2, page: 1, take: 1 });
    expect(res.reply().items[0]).toMatchObject({
      username: `${tag}a`,
      role: { id: role.id, name: role.name },
      department: { id: department.id, name: department.name },
    });
    const byEmail = await t.call(manager, administration.listUsers, { query: { search: `b${tag}@` } });
    expect(byEmail.reply().items.map((u) => u.username)).toEqual([`${tag}b`]);
    expectInvalid(await t.call(manager, administration.listUsers, { rawQuery: 'page=x' }), 'querystring.page');
    expectInvalid(await t.call(manager, administration.listUsers, { query: { take: 500 } }), 'querystring.take');
  });

  it('filters by role, by department and by being an administrator', async () => {
    const tag = handle();
    const other = await createDepartment(t, admin);
    const role = await createRole(t, admin, department.id);
    const made = async (n: string, body: Record<string, unknown>) =>
      expectStatus(
        await createUser({ username: `${tag}${n}`, name: `${tag} ${n}`, email: `${n}${tag}@example.test`, ...body }),
        201,
      );
    await made('role', { roleId: role.id });
    await made('other', { departmentId: other.id });
    await made('admin', { isAdmin: true });
    const names = async (query: Record<string, unknown>) =>
      (await t.callOk(admin, administration.listUsers, { query: { search: tag, ...query } })).items.map(
        (u) => u.username,
      );
    expect(await names({ roleId: role.id })).toEqual([`${tag}role`]);
    expect(await names({ departmentId: other.id })).toEqual([`${tag}other`]);
    expect(await names({ admin: 'true' })).toEqual([`${tag}admin`]);
    expect(await names({ admin: 'false' })).toEqual([`${tag}other`, `${tag}role`]);
    expectInvalid(await t.call(admin, administration.listUsers, { rawQuery: 'roleId=x' }), 'querystring.roleId');
  });

  it('sorts by a column in either direction, and refuses other columns or directions', async () => {
    const tag = handle();
    for (const [n, email] of [
      ['c', 'a'],
      ['a', 'c'],
      ['b', 'b'],
    ] as const) {
      expectStatus(
        await createUser({ username: `${tag}${n}`, name: `${tag} ${n}`, email: `${email}${tag}@x.test` }),
        201,
      );
    }
    const order = async (query: QueryInput<typeof administration.listUsers> = {}) =>
      (await t.call(manager, administration.listUsers, { query: { search: tag, ...query } }))
        .reply()
        .items.map((u) => u.username.slice(-1))
        .join('');
    expect(await order()).toBe('abc');
    expect(await order({ sortBy: 'name', direction: 'DESC' })).toBe('cba');
    expect(await order({ sortBy: 'email', direction: 'ASC' })).toBe('cba');
    expect(await order({ sortBy: 'username', direction: 'ASC' })).toBe('abc');
    expectInvalid(
      await t.call(manager, administration.listUsers, { rawQuery: 'sortBy=name&direction=asc' }),
      'querystring.direction',
    );
    expectInvalid(
      await t.call(manager, administration.listUsers, { rawQuery: 'sortBy=password' }),
      'querystring.sortBy',
    );
  });

  it('reads one user; 404, 400, 401 and 403 otherwise', async () => {
    const created = (await createUser()).reply();
    const res = await t.call(manager, administration.getUser, { params: { id: created.id } });
    expectStatus(res, 200);
    expect(res.reply()).toEqual(created);
    expectStatus(await t.call(manager, administration.getUser, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(manager, administration.getUser, { rawParams: { id: 'abc' } }), 'params.id');
    expectStatus(await t.call(null, administration.listUsers), 401);
    const nobody = await t.createUser();
    expectStatus(await t.call(nobody, administration.listUsers), 403);
    expectStatus(await t.call(nobody, administration.getUser, { params: { id: created.id } }), 403);
  });
});

describe('PATCH /auth/users/{id}', () => {
  const patch = (id: number, userData: BodyOf<typeof administration.updateUser>['userData'], by: TestUser = admin) =>
    t.call(by, administration.updateUser, { params: { id }, body: { userData } });

  it('changes fields; the profile and GET /auth/me follow the name', async () => {
    const target = await t.createUser();
    expectStatus(await t.call(target, auth.me), 200);
    const d = await createDepartment(t, admin);
    const res = await patch(target.id, {
      name: 'Ada King Lovelace',
      email: `${handle()}@example.test`,
      departmentId: d.id,
    });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ name: 'Ada King Lovelace', department: { id: d.id } });
    const me = (await t.call(target, auth.me)).reply();
    expect(me).toMatchObject({ name: 'Ada King Lovelace', departmentId: d.id });
    const profile = await t.call(target, employees.getProfile, { params: { id: target.id } });
    expect(profile.reply().personalDetails).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' });
    const entries = await auditOf(t, 'user', target.id);
    expect(entries.at(-1)).toMatchObject({
      method: 'PATCH',
      before: { departmentId: null },
      after: { departmentId: d.id },
    });
  });

  it('a new password ends the sessions of that user, and only the new password signs in', async () => {
    const target = await t.createUser();
    expectStatus(await patch(target.id, { password: 'a-brand-new-password' }), 200);
    expectStatus(await t.call(target, auth.me), 401, 'TOKEN_INVALID');
    expectStatus(await t.signIn(target.username, target.password), 401);
    expectStatus(await t.signIn(target.username, 'a-brand-new-password'), 200);
    const entries = await auditOf(t, 'user', target.id);
    expect(entries.at(-1)!.after).toMatchObject({ changedFields: ['password'] });
    expect(JSON.stringify(entries)).not.toContain('a-brand-new-password');
  });

  it("a user's own new password keeps the session that set it and ends the others", async () => {
    const self = await t.createUser({ scopes: ['users:users:update'] });
    const otherSession = (await t.signIn(self.username, self.password)).reply().jwt;
    expectStatus(await patch(self.id, { password: 'my-own-new-password' }, self), 200);
    expectStatus(await t.call(self, auth.me), 200);
    expectStatus(await t.call({ ...self, token: otherSession }, auth.me), 401);
  });

  it('refuses bad fields, taken names and unknown users', async () => {
    const target = await t.createUser();
    const other = await t.createUser();
    expectInvalid(
      await t.call(admin, administration.updateUser, { params: { id: target.id }, rawBody: {} }),
      'body.userData',
    );
    expectInvalid(await patch(target.id, { password: 'short' }), 'body.userData.password');
    expectInvalid(await patch(target.id, { email: 'nope' }), 'body.userData.email');
    expectInvalid(await patch(target.id, { username: 'a b' }), 'body.userData.username');
    expectInvalid(await patch(target.id, { name: '' }), 'body.userData.name');
    expectInvalid(await patch(target.id, { roleId: 999999 }), 'body.userData.roleId');
    expectInvalid(await patch(target.id, { departmentId: 999999 }), 'body.userData.departmentId');
    expectInvalid(
      await t.call(admin, administration.updateUser, {
        params: { id: target.id },
        rawBody: { userData: { isAdmin: 1 } },
      }),
      'body.userData.isAdmin',
    );
    expectInvalid(await patch(0, {}), 'params.id');
    const taken = await patch(target.id, { username: other.username });
    expectStatus(taken, 409);
    expect(taken.json().details[0].field).toBe('body.userData.username');
    const takenEmail = await patch(target.id, { email: `${other.username}@example.test` });
    expect(takenEmail.json().details[0].field).toBe('body.userData.email');
    // Its own values are no clash.
    expectStatus(await patch(target.id, { username: target.username }), 200);
    expectStatus(await patch(999999, { name: 'X' }), 404);
    expectStatus(await t.call(null, administration.updateUser, { params: { id: target.id }, rawBody: {} }), 401);
    const reader = await t.createUser({ scopes: ['users:users:read'] });
    expectStatus(await patch(target.id, { name: 'X' }, reader), 403);
  });

  it('keeps the administrator flag in administrators’ hands, and nobody removes their own', async () => {
    const plain = await t.createUser();
    const otherAdmin = await t.createUser({ isAdmin: true });
    expectStatus(await patch(plain.id, { isAdmin: true }, manager), 403);
    expectStatus(await patch(otherAdmin.id, { name: 'Renamed' }, manager), 403);
    expectStatus(await patch(otherAdmin.id, { password: 'taking-over-the-admin' }, manager), 403);
    const self = await patch(admin.id, { isAdmin: false }, admin);
    expectStatus(self, 409);
    expect(self.json().details[0].field).toBe('body.userData.isAdmin');
    expectStatus(await patch(plain.id, { isAdmin: true }, admin), 200);
    expectStatus(await patch(plain.id, { isAdmin: false }, admin), 200);
  });

  it('a role change applies to the next call', async () => {
    const target = await t.createUser();
    const role = await createRole(t, admin, department.id, ['audit:log:read']);
    expectStatus(await t.call(target, system.auditLog), 403);
    expectStatus(await patch(target.id, { roleId: role.id }), 200);
    expectStatus(await t.call(target, system.auditLog), 200);
    expectStatus(await patch(target.id, { roleId: null }), 200);
    expectStatus(await t.call(target, system.auditLog), 403);
  });
});

describe('DELETE /auth/users and POST /auth/forceLogout', () => {
  it('deletes a user, whose token is refused at once', async () => {
    const target = await t.createUser();
    expectStatus(await t.call(target, auth.me), 200);
    const res = await t.call(manager, administration.deleteUser, { body: { id: target.id } });
    expectStatus(res, 200);
    expect(res.reply()).toEqual({ success: true });
    expectStatus(await t.call(target, auth.me), 401);
    expectStatus(await t.call(manager, administration.getUser, { params: { id: target.id } }), 404);
    const entries = await auditOf(t, 'user', target.id);
    expect(entries.at(-1)).toMatchObject({ method: 'DELETE', before: { username: target.username } });
  });

  it('refuses deleting oneself, an administrator (unless one), unknown users and bad bodies', async () => {
    const del = (payload: object, by: TestUser = admin) => t.call(by, administration.deleteUser, { rawBody: payload });
    const self = await del({ id: admin.id });
    expectStatus(self, 409);
    expect(self.json().message).toBe('You cannot delete your own account');
    const otherAdmin = await t.createUser({ isAdmin: true });
    expectStatus(await del({ id: otherAdmin.id }, manager), 403);
    expectStatus(await del({ id: 999999 }), 404);
    expectInvalid(await del({}), 'body.id');
    expectInvalid(await del({ id: 'x' }), 'body.id');
    const reader = await t.createUser({ scopes: ['users:users:read'] });
    expectStatus(await del({ id: otherAdmin.id }, reader), 403);
    expectStatus(await t.call(null, administration.deleteUser, { body: { id: 1 } }), 401);
  });

  it('forces a user out: every session is refused at once', async () => {
    const target = await t.createUser();
    const second = (await t.signIn(target.username, target.password)).reply().jwt;
    const res = await t.call(manager, administration.forceLogout, { body: { userId: target.id } });
    expectStatus(res, 200);
    expect(res.reply()).toEqual({ revokedSessions: 2 });
    expectStatus(await t.call(target, auth.me), 401, 'TOKEN_INVALID');
    expectStatus(await t.call({ ...target, token: second }, auth.me), 401);
    const entries = await auditOf(t, 'user', target.id);
    expect(entries.at(-1)).toMatchObject({ method: 'POST', after: { forcedLogout: true } });
  });

  it('refuses forcing out unknown users, administrators (unless one), bad bodies and callers without the scope', async () => {
    const force = (payload: object, by: TestUser = manager) =>
      t.call(by, administration.forceLogout, { rawBody: payload });
    expectStatus(await force({ userId: 999999 }), 404);
    expectInvalid(await force({}), 'body.userId');
    expectInvalid(await force({ userId: -3 }), 'body.userId');
    const otherAdmin = await t.createUser({ isAdmin: true });
    expectStatus(await force({ userId: otherAdmin.id }), 403);
    const reader = await t.createUser({ scopes: ['users:users:read'] });
    expectStatus(await force({ userId: reader.id }, reader), 403);
    expectStatus(await t.call(null, administration.forceLogout, { body: { userId: 1 } }), 401);
  });
});

describe('user lookups for every signed-in user', () => {
  let colleague: TestUser;
  let qaDepartment: { id: number; name: string };
  let reviewer: { id: number };
  let wildcardReviewer: { id: number };
  let qaManager: { id: number };
  let shiftLeader: { id: number };

  beforeAll(async () => {
    colleague = await t.createUser();
    qaDepartment = await createDepartment(t, admin);
    const make = async (scopes: string[]) => {
      const role = await createRole(t, admin, qaDepartment.id, scopes);
      const res = await createUser({ roleId: role.id });
      expectStatus(res, 201);
      return res.reply();
    };
    reviewer = await make(['qa:chat:review', 'qa:chat:read']);
    wildcardReviewer = await make(['qa:*']);
    qaManager = await make(['qa:manager']);
    shiftLeader = await make(['calendar:shifts:create']);
  });

  const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => values.sort((a, b) => a - b);

  it('GET /auth/users/qa, /qa-managers and /shift-managers go by the role’s scopes, wildcards included', async () => {
    const qa = await t.call(colleague, administration.qaUsers);
    expectStatus(qa, 200);
    expect(ids(qa)).toEqual(sorted(reviewer.id, wildcardReviewer.id));
    expect(Object.keys(qa.reply()[0]!).sort()).toEqual(['departmentId', 'email', 'id', 'name', 'username']);
    expect(ids(await t.call(colleague, administration.qaManagers))).toEqual(sorted(wildcardReviewer.id, qaManager.id));
    expect(ids(await t.call(colleague, administration.shiftManagers))).toEqual([shiftLeader.id]);
    // The administrator flag passes checks; it does not make an administrator a reviewer.
    expect(ids(qa)).not.toContain(admin.id);
  });

  it('GET /auth/users/scopes/{scope} matches wildcards both ways', async () => {
    const exact = await t.call(colleague, administration.usersWithScope, { params: { scope: 'qa:manager' } });
    expect(ids(exact)).toEqual(sorted(wildcardReviewer.id, qaManager.id));
    const pattern = await t.call(colleague, administration.usersWithScope, { params: { scope: 'qa:chat:*' } });
    expect(ids(pattern)).toEqual(sorted(reviewer.id, wildcardReviewer.id));
    expectInvalid(
      await t.call(colleague, administration.usersWithScope, { params: { scope: 'Not a scope' } }),
      'params.scope',
    );
  });

  it('POST /auth/users/ids and /emails leave unknown entries out and are not audited', async () => {
    const byIds = await t.call(colleague, administration.usersByIds, { body: { ids: [reviewer.id, 999999] } });
    expectStatus(byIds, 200);
    expect(ids(byIds)).toEqual([reviewer.id]);
    const email = (await t.call(admin, administration.getUser, { params: { id: qaManager.id } })).reply()
      .email as string;
    const byEmails = await t.call(colleague, administration.usersByEmails, {
      body: { emails: [email.toUpperCase(), 'nobody@example.test'] },
    });
    expect(ids(byEmails)).toEqual([qaManager.id]);
    expectInvalid(await t.call(colleague, administration.usersByIds, { rawBody: { ids: ['x'] } }), 'body.ids.0');
    expectInvalid(await t.call(colleague, administration.usersByIds, { rawBody: {} }), 'body.ids');
    expectInvalid(await t.call(colleague, administration.usersByEmails, { body: { emails: [''] } }), 'body.emails.0');
    const { rows } = await t.database.pool.query("SELECT 1 FROM audit_log WHERE route LIKE '/api/auth/users/%s'");
    expect(rows).toEqual([]);
  });

  it('GET /auth/users/department/{id} and /auth/users-departments?ids=..&ids=..', async () => {
    const res = await t.call(colleague, administration.usersOfDepartment, { params: { id: qaDepartment.id } });
    expectStatus(res, 200);
    expect(ids(res)).toEqual(sorted(reviewer.id, wildcardReviewer.id, qaManager.id, shiftLeader.id));
    expectStatus(await t.call(colleague, administration.usersOfDepartment, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(colleague, administration.usersOfDepartment, { rawParams: { id: 'x' } }), 'params.id');

    // The plain repeated keys this endpoint documents (`ids=1&ids=2`), as written.
    const both = await t.call(colleague, administration.usersOfDepartments, {
      rawQuery: `ids=${qaDepartment.id}&ids=${department.id}&ids=999999`,
    });
    expectStatus(both, 200);
    const groups = both.reply();
    expect(groups.map((g) => g.id).sort()).toEqual(sorted(qaDepartment.id, department.id));
    expect(groups.find((g) => g.id === qaDepartment.id)!.users).toHaveLength(4);
    const one = await t.call(colleague, administration.usersOfDepartments, { rawQuery: `ids=${qaDepartment.id}` });
    expect(one.reply()).toHaveLength(1);
    expectInvalid(await t.call(colleague, administration.usersOfDepartments, { rawQuery: '' }), 'querystring.ids');
    expectInvalid(
      await t.call(colleague, administration.usersOfDepartments, { rawQuery: 'ids=x' }),
      'querystring.ids.0',
    );
  });

  it('need a token', async () => {
    for (const endpoint of [administration.qaUsers, administration.qaManagers, administration.shiftManagers]) {
      expectStatus(await t.call(null, endpoint), 401);
    }
    expectStatus(await t.call(null, administration.usersByIds, { body: { ids: [] } }), 401);
  });
});
