// The granting rule: nobody reaches more than they hold. Each way up that a scope holder had is
// tried, and each must be refused with 403 and leave everything as it was.
import * as administration from '@backoffice/contract/modules/administration';
import * as employees from '@backoffice/contract/modules/employees';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { createDepartment, createRole, expectStatus, unique } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;
let department: { id: number; name: string };
/** A role holding every scope: the prize. */
let everything: { id: number; name: string };

const password = 'mauve-otter-lantern-1987';
const handle = () => unique('g').replace(/\W/g, '').toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  department = await createDepartment(t, admin);
  everything = await createRole(t, admin, department.id, ['*']);
});
afterAll(() => t.close());

const roleOf = async (userId: number) =>
  (await t.database.pool.query<{ role_id: number | null }>('SELECT role_id FROM users WHERE id = $1', [userId]))
    .rows[0]!.role_id;
const scopesOf = async (roleId: number) =>
  (
    await t.database.pool.query<{ scope: string }>('SELECT scope FROM role_scopes WHERE role_id = $1 ORDER BY scope', [
      roleId,
    ])
  ).rows.map((r) => r.scope);
const countOf = async (table: 'users' | 'roles') =>
  (await t.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** A user created by the administrator in a role, with a known password. */
async function member(roleId: number | null, extra: Record<string, unknown> = {}) {
  const username = handle();
  const res = await t.call(admin, administration.createUser, {
    body: { username, email: `${username}@example.test`, name: 'Ada Lovelace', password, roleId, ...extra },
  });
  expectStatus(res, 201);
  return res.reply();
}

describe('a holder of users:users:update', () => {
  it('cannot put itself into a role holding *, and its token still reaches nothing more', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:users:read'] });
    const res = await t.call(actor, administration.updateUser, {
      params: { id: actor.id },
      body: { userData: { roleId: everything.id } },
    });
    expectStatus(res, 403, 'FORBIDDEN');
    expect(await roleOf(actor.id)).toBe(actor.roleId);
    expectStatus(await t.call(actor, system.auditLog), 403);
    expectStatus(await t.call(actor, administration.syncScopes), 403);
  });

  it('cannot change its own role even to one it covers', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'dns:zone:read'] });
    const smaller = await createRole(t, admin, department.id, ['dns:zone:read']);
    const res = await t.call(actor, administration.updateUser, {
      params: { id: actor.id },
      body: { userData: { roleId: smaller.id } },
    });
    expectStatus(res, 403);
    expect(res.json().message).toBe('You cannot change your own role');
    expect(await roleOf(actor.id)).toBe(actor.roleId);
  });

  it('cannot move itself into a role holding * through PATCH /auth/roles/users', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:roles:read'] });
    const res = await t.call(actor, administration.moveUsersToRole, {
      body: { role: everything.id, users: [actor.id] },
    });
    expectStatus(res, 403);
    expect(await roleOf(actor.id)).toBe(actor.roleId);
  });

  it('cannot move others into a role holding scopes it lacks; nobody of the batch moves', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:roles:read'] });
    const a = await member(null);
    const b = await member(null);
    const res = await t.call(actor, administration.moveUsersToRole, {
      body: { role: everything.id, users: [a.id, b.id] },
    });
    expectStatus(res, 403);
    expect(res.json().details[0].field).toBe('body.role');
    expect([await roleOf(a.id), await roleOf(b.id)]).toEqual([null, null]);
  });

  it('cannot move an administrator, even alongside users it may move (all or nothing)', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:roles:read'] });
    const target = await createRole(t, admin, department.id, []);
    const plain = await member(null);
    const otherAdmin = await t.createUser({ isAdmin: true });
    const res = await t.call(actor, administration.moveUsersToRole, {
      body: { role: target.id, users: [plain.id, otherAdmin.id] },
    });
    expectStatus(res, 403);
    expect(res.json().message).toBe('Only an administrator can move an administrator');
    expect(await roleOf(otherAdmin.id)).toBe(otherAdmin.roleId);
    expect(await roleOf(plain.id)).toBeNull();
  });

  it('cannot reset the password of a user whose role holds *, so it cannot sign in as them', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update'] });
    const victim = await member(everything.id);
    const res = await t.call(actor, administration.updateUser, {
      params: { id: victim.id },
      body: { userData: { password: 'chosen-by-the-attacker-42' } },
    });
    expectStatus(res, 403);
    expect(res.json().message).toContain(`You cannot change ${victim.username}`);
    expectStatus(await t.signIn(victim.username, 'chosen-by-the-attacker-42'), 401);
    expectStatus(await t.signIn(victim.username, password), 200);
  });

  it('cannot edit, sign out or delete a user whose role holds a scope it lacks', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:users:delete'] });
    const auditors = await createRole(t, admin, department.id, ['audit:log:read']);
    const victim = await member(auditors.id);
    const edit = await t.call(actor, administration.updateUser, {
      params: { id: victim.id },
      body: { userData: { name: 'Renamed' } },
    });
    expectStatus(edit, 403);
    expect(edit.json().message).toContain('audit:log:read');
    expectStatus(await t.call(actor, administration.forceLogout, { body: { userId: victim.id } }), 403);
    expectStatus(await t.call(actor, administration.deleteUser, { body: { id: victim.id } }), 403);
    const row = await t.database.pool.query('SELECT name FROM users WHERE id = $1', [victim.id]);
    expect(row.rows).toEqual([{ name: 'Ada Lovelace' }]);
  });

  it('cannot change the profile or settings of a user whose role holds more than its own', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:users:read'] });
    const victim = await member(everything.id);
    const profile = await t.database.pool.query<{ id: number }>('SELECT id FROM profiles WHERE user_id = $1', [
      victim.id,
    ]);
    const res = await t.call(actor, employees.updateProfileConfig, {
      params: { id: profile.rows[0]!.id },
      body: { enabledDarkTheme: true },
    });
    expectStatus(res, 403);
    const row = await t.database.pool.query('SELECT enabled_dark_theme FROM profiles WHERE user_id = $1', [victim.id]);
    expect(row.rows).toEqual([{ enabled_dark_theme: false }]);
  });

  it('still edits and moves users within its own scopes', async () => {
    const actor = await t.createUser({ scopes: ['users:users:update', 'users:roles:read', 'dns:*'] });
    const dnsReaders = await createRole(t, admin, department.id, ['dns:zone:read']);
    const dnsAll = await createRole(t, admin, department.id, ['dns:*']);
    const plain = await member(dnsReaders.id);
    const edit = await t.call(actor, administration.updateUser, {
      params: { id: plain.id },
      body: { userData: { roleId: dnsAll.id, name: 'Ada King' } },
    });
    expectStatus(edit, 200);
    const move = await t.call(actor, administration.moveUsersToRole, {
      body: { role: dnsReaders.id, users: [plain.id] },
    });
    expectStatus(move, 200);
    expect(await roleOf(plain.id)).toBe(dnsReaders.id);
  });
});

describe('a holder of users:users:create', () => {
  it('cannot create a user in a role holding *', async () => {
    const actor = await t.createUser({ scopes: ['users:users:create'] });
    const users = await countOf('users');
    const username = handle();
    const res = await t.call(actor, administration.createUser, {
      body: { username, email: `${username}@example.test`, name: 'Mallory', password, roleId: everything.id },
    });
    expectStatus(res, 403);
    expect(res.json().details[0].field).toBe('body.roleId');
    expect(await countOf('users')).toBe(users);
    expectStatus(await t.signIn(username, password), 401);
  });

  it('creates a user in a role it covers', async () => {
    const actor = await t.createUser({ scopes: ['users:users:create', 'dns:zone:read'] });
    const dnsReaders = await createRole(t, admin, department.id, ['dns:zone:read']);
    const username = handle();
    const res = await t.call(actor, administration.createUser, {
      body: { username, email: `${username}@example.test`, name: 'Grace', password, roleId: dnsReaders.id },
    });
    expectStatus(res, 201);
  });
});

describe('holders of users:roles:create and users:roles:update', () => {
  it('cannot create a role holding *, nor one holding a scope they lack', async () => {
    const actor = await t.createUser({ scopes: ['users:roles:create', 'dns:zone:read'] });
    const roles = await countOf('roles');
    for (const scopes of [['*'], ['users:*'], ['dns:*'], ['dns:zone:read', 'audit:log:read']]) {
      const res = await t.call(actor, administration.createRole, {
        body: { name: unique('R'), departmentId: department.id, scopes },
      });
      expectStatus(res, 403);
      expect(res.json().details[0].field).toBe('body.scopes');
    }
    expect(await countOf('roles')).toBe(roles);
    const allowed = await t.call(actor, administration.createRole, {
      body: { name: unique('R'), departmentId: department.id, scopes: ['dns:zone:read'] },
    });
    expectStatus(allowed, 201);
  });

  it('cannot add * to its own role', async () => {
    const actor = await t.createUser({ scopes: ['users:roles:update'] });
    const res = await t.call(actor, administration.updateRole, {
      params: { id: actor.roleId! },
      body: { scopes: ['users:roles:update', '*'] },
    });
    expectStatus(res, 403);
    expect(res.json().message).toBe('You cannot grant scopes you do not hold yourself: *');
    expect(await scopesOf(actor.roleId!)).toEqual(['users:roles:update']);
    expectStatus(await t.call(actor, system.auditLog), 403);
  });

  it('cannot edit or delete a role that holds more than its own', async () => {
    const actor = await t.createUser({ scopes: ['users:roles:update', 'users:roles:delete'] });
    const rename = await t.call(actor, administration.updateRole, {
      params: { id: everything.id },
      body: { name: 'Harmless' },
    });
    expectStatus(rename, 403);
    const spare = await createRole(t, admin, department.id, ['audit:log:read']);
    expectStatus(await t.call(actor, administration.deleteRole, { body: { id: spare.id } }), 403);
    const names = await t.database.pool.query('SELECT name FROM roles WHERE id = ANY($1) ORDER BY id', [
      [everything.id, spare.id],
    ]);
    expect(names.rows.map((r) => r.name)).toEqual([everything.name, spare.name]);
  });

  it('a holder of users:* grants users scopes, and one holding * grants anything', async () => {
    const usersAll = await t.createUser({ scopes: ['users:*'] });
    const ok = await t.call(usersAll, administration.createRole, {
      body: { name: unique('R'), departmentId: department.id, scopes: ['users:roles:*', 'users:users:read'] },
    });
    expectStatus(ok, 201);
    const star = await t.createUser({ scopes: ['*'] });
    const any = await t.call(star, administration.createRole, {
      body: { name: unique('R'), departmentId: department.id, scopes: ['*'] },
    });
    expectStatus(any, 201);
  });
});

describe('an administrator', () => {
  it('grants and assigns anything, its own role included', async () => {
    const other = await t.createUser({ isAdmin: true });
    const res = await t.call(other, administration.updateUser, {
      params: { id: other.id },
      body: { userData: { roleId: everything.id } },
    });
    expectStatus(res, 200);
    expect(await roleOf(other.id)).toBe(everything.id);
  });
});
