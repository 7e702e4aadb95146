import type { BodyOf } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditOf } from './testing/audit.js';
import { createDepartment, createRole, expectInvalid, expectStatus, putInRole, unique } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;
let department: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  reader = await t.createUser({ scopes: ['users:roles:read'] });
  department = await createDepartment(t, admin);
});
afterAll(() => t.close());

describe('POST /auth/roles', () => {
  it('creates a role (201) in a department with its scopes, wildcards included', async () => {
    const name = unique('Reviewer');
    const res = await t.call(admin, administration.createRole, {
      body: {
        name,
        departmentId: department.id,
        description: 'Reviews chats',
        scopes: ['qa:chat:review', 'qa:chat:read', 'qa:*', 'qa:chat:read'],
      },
    });
    expectStatus(res, 201);
    expect(res.reply()).toMatchObject({
      name,
      description: 'Reviews chats',
      departmentId: department.id,
      department: { id: department.id, name: department.name },
      scopes: ['qa:*', 'qa:chat:read', 'qa:chat:review'],
      usersCount: 0,
    });
    const [entry] = await auditOf(t, 'role', res.reply().id);
    expect(entry).toMatchObject({ method: 'POST', after: { name } });
  });

  it('refuses bad input field by field', async () => {
    const post = (payload: object) => t.call(admin, administration.createRole, { rawBody: payload });
    const ok = { name: unique('R'), departmentId: department.id };
    expectInvalid(await post({ departmentId: department.id }), 'body.name');
    expectInvalid(await post({ ...ok, name: '' }), 'body.name');
    expectInvalid(await post({ ...ok, name: 'x'.repeat(101) }), 'body.name');
    expectInvalid(await post({ name: 'R' }), 'body.departmentId');
    expectInvalid(await post({ ...ok, departmentId: 'one' }), 'body.departmentId');
    expectInvalid(await post({ ...ok, departmentId: 999999 }), 'body.departmentId');
    expectInvalid(await post({ ...ok, description: 'x'.repeat(1001) }), 'body.description');
    expectInvalid(await post({ ...ok, scopes: 'qa:chat:read' }), 'body.scopes');
    expectInvalid(await post({ ...ok, scopes: ['Not A Scope'] }), 'body.scopes.0');
    expectInvalid(await post({ ...ok, scopes: ['qa:chat:read', 'qa:chat:dance'] }), 'body.scopes.1');
    expectInvalid(await post({ ...ok, scopes: ['nothing:*'] }), 'body.scopes.0');
  });

  it('answers 409 for a name the department already has (any case), not for another department', async () => {
    const role = await createRole(t, admin, department.id);
    const clash = await t.call(admin, administration.createRole, {
      body: { name: role.name.toUpperCase(), departmentId: department.id },
    });
    expectStatus(clash, 409);
    expect(clash.json().details[0].field).toBe('body.name');
    const elsewhere = await createDepartment(t, admin);
    await createRole(t, admin, elsewhere.id, [], role.name);
  });

  it('needs a token and users:roles:create', async () => {
    const payload = { name: unique('R'), departmentId: department.id };
    expectStatus(await t.call(null, administration.createRole, { body: payload }), 401);
    expectStatus(await t.call(reader, administration.createRole, { body: payload }), 403);
  });
});

describe('reading roles', () => {
  it('lists by name with search, department filter and paging', async () => {
    const d = await createDepartment(t, admin);
    const tag = unique('List').replace(/\W/g, '');
    const a = await createRole(t, admin, d.id, ['users:users:read'], `${tag} A`);
    const b = await createRole(t, admin, d.id, [], `${tag} B`);
    const res = await t.call(reader, administration.listRoles, { query: { search: tag, take: 1 } });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ total: 2, take: 1, page: 1 });
    expect(res.reply().items[0]).toMatchObject({ id: a.id, scopes: ['users:users:read'], department: { id: d.id } });
    const byDepartment = await t.call(reader, administration.listRoles, { query: { departmentId: d.id } });
    expect(byDepartment.reply().items.map((r) => r.id)).toEqual([a.id, b.id]);
    expectInvalid(
      await t.call(reader, administration.listRoles, { rawQuery: 'departmentId=x' }),
      'querystring.departmentId',
    );
    expectInvalid(await t.call(reader, administration.listRoles, { query: { take: 0 } }), 'querystring.take');
  });

  it('lists the roles of a department, 404 for an unknown one', async () => {
    const d = await createDepartment(t, admin);
    const a = await createRole(t, admin, d.id);
    const res = await t.call(reader, administration.rolesOfDepartment, { params: { id: d.id } });
    expectStatus(res, 200);
    expect(res.reply().map((r) => r.id)).toEqual([a.id]);
    expectStatus(await t.call(reader, administration.rolesOfDepartment, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(reader, administration.rolesOfDepartment, { rawParams: { id: 'x' } }), 'params.id');
  });

  it('reads one role and its scopes; 404 and 400 otherwise', async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read', 'audit:log:read']);
    const res = await t.call(reader, administration.getRole, { params: { id: role.id } });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ id: role.id, scopes: ['audit:log:read', 'dns:zone:read'] });
    const scopes = await t.call(reader, administration.roleScopesOf, { params: { id: role.id } });
    expect(scopes.reply()).toEqual(['audit:log:read', 'dns:zone:read']);
    expectStatus(await t.call(reader, administration.getRole, { params: { id: 999999 } }), 404);
    expectStatus(await t.call(reader, administration.roleScopesOf, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(reader, administration.getRole, { rawParams: { id: '1.5' } }), 'params.id');
    const nobody = await t.createUser();
    expectStatus(await t.call(nobody, administration.getRole, { params: { id: role.id } }), 403);
    expectStatus(await t.call(nobody, administration.roleScopesOf, { params: { id: role.id } }), 403);
    expectStatus(await t.call(null, administration.roleScopesOf, { params: { id: role.id } }), 401);
  });
});

describe('PATCH /auth/roles/{id}', () => {
  it("changes a role, and its users' next calls use the new scopes", async () => {
    const role = await createRole(t, admin, department.id, []);
    const member = await t.createUser();
    await putInRole(t, member.id, role.id);
    expectStatus(await t.call(member, system.auditLog), 403);

    const res = await t.call(admin, administration.updateRole, {
      params: { id: role.id },
      body: { scopes: ['audit:log:read'], description: 'Can read the audit log' },
    });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({
      scopes: ['audit:log:read'],
      description: 'Can read the audit log',
      usersCount: 1,
    });
    expectStatus(await t.call(member, system.auditLog), 200);
    expect((await t.call(member, auth.me)).reply().scopes).toEqual(['audit:log:read']);

    await t.call(admin, administration.updateRole, { params: { id: role.id }, body: { scopes: [] } });
    expectStatus(await t.call(member, system.auditLog), 403);
    const entries = await auditOf(t, 'role', role.id);
    expect(entries[1]).toMatchObject({
      method: 'PATCH',
      before: { scopes: [] },
      after: { scopes: ['audit:log:read'] },
    });
  });

  it('moves a role to another department and renames it', async () => {
    const role = await createRole(t, admin, department.id);
    const other = await createDepartment(t, admin);
    const name = unique('Moved');
    const res = await t.call(admin, administration.updateRole, {
      params: { id: role.id },
      body: { name, departmentId: other.id },
    });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ name, departmentId: other.id, department: { id: other.id } });
  });

  it('refuses bad fields, unknown roles, taken names and callers without users:roles:update', async () => {
    const role = await createRole(t, admin, department.id);
    const taken = await createRole(t, admin, department.id);
    const patch = (id: number, body: BodyOf<typeof administration.updateRole>, user = admin) =>
      t.call(user, administration.updateRole, { params: { id }, body });
    expectInvalid(await patch(role.id, { name: '' }), 'body.name');
    expectInvalid(await patch(role.id, { departmentId: 0 }), 'body.departmentId');
    expectInvalid(await patch(role.id, { departmentId: 999999 }), 'body.departmentId');
    expectInvalid(await patch(role.id, { scopes: ['qa:chat:nope'] }), 'body.scopes.0');
    expectInvalid(
      await t.call(admin, administration.updateRole, { params: { id: role.id }, rawBody: { scopes: [5] } }),
      'body.scopes.0',
    );
    expectInvalid(await t.call(admin, administration.updateRole, { rawParams: { id: 'x' }, body: {} }), 'params.id');
    expectStatus(await patch(999999, { name: unique('R') }), 404);
    const clash = await patch(role.id, { name: taken.name });
    expectStatus(clash, 409);
    expect(clash.json().details[0].field).toBe('body.name');
    expectStatus(await patch(role.id, { name: unique('R') }, reader), 403);
    expectStatus(await t.call(null, administration.updateRole, { params: { id: role.id }, body: {} }), 401);
  });
});

describe('DELETE /auth/roles/', () => {
  it('deletes a role nobody holds, with or without the trailing slash', async () => {
    // Both forms of the path are under test, so they are written out.
    for (const url of ['/api/auth/roles/', '/api/auth/roles']) {
      const role = await createRole(t, admin, department.id, ['dns:zone:read']);
      const res = await t.as(admin, { method: 'DELETE', url, payload: { id: role.id } });
      expectStatus(res, 200);
      expect(res.json()).toEqual({ success: true });
      expectStatus(await t.call(reader, administration.getRole, { params: { id: role.id } }), 404);
      const entries = await auditOf(t, 'role', role.id);
      expect(entries.at(-1)).toMatchObject({ method: 'DELETE', before: { id: role.id, scopes: ['dns:zone:read'] } });
    }
  });

  it('answers 409 while users hold the role, 404 for an unknown one, 400 for a bad body', async () => {
    const role = await createRole(t, admin, department.id);
    const member = await t.createUser();
    await putInRole(t, member.id, role.id);
    const res = await t.call(admin, administration.deleteRole, { body: { id: role.id } });
    expectStatus(res, 409);
    expect(res.json().message).toMatch(/1 user holds this role/);
    expectStatus(await t.call(admin, administration.deleteRole, { body: { id: 999999 } }), 404);
    expectInvalid(await t.call(admin, administration.deleteRole, { rawBody: {} }), 'body.id');
    expectInvalid(await t.call(admin, administration.deleteRole, { rawBody: { id: '1' } }), 'body.id');
    expectStatus(await t.call(reader, administration.deleteRole, { body: { id: role.id } }), 403);
    expectStatus(await t.call(null, administration.deleteRole, { body: { id: role.id } }), 401);
  });
});

describe('PATCH /auth/roles/users', () => {
  it('moves users to a role: their scopes follow at once, and the move is audited', async () => {
    const target = await createRole(t, admin, department.id, ['audit:log:read']);
    const a = await t.createUser();
    const b = await t.createUser();
    expectStatus(await t.call(a, system.auditLog), 403);
    const res = await t.call(admin, administration.moveUsersToRole, {
      body: { users: [a.id, b.id, a.id], role: target.id },
    });
    expectStatus(res, 200);
    expect(res.reply()).toEqual({ moved: [a.id, b.id].sort((x, y) => x - y) });
    expectStatus(await t.call(a, system.auditLog), 200);
    expect((await t.call(reader, administration.getRole, { params: { id: target.id } })).reply().usersCount).toBe(2);
    // Already there: nothing moves.
    const again = await t.call(admin, administration.moveUsersToRole, { body: { users: [a.id], role: target.id } });
    expect(again.reply()).toEqual({ moved: [] });
    const [entry] = await auditOf(t, 'role', target.id).then((rows) =>
      rows.filter((r) => r.route === '/api/auth/roles/users'),
    );
    expect(entry).toMatchObject({ after: { role: target.id } });
  });

  it('refuses bad bodies, an unknown role (400) and unknown users (404)', async () => {
    const target = await createRole(t, admin, department.id);
    const move = (payload: object, user = admin) => t.call(user, administration.moveUsersToRole, { rawBody: payload });
    expectInvalid(await move({ role: target.id }), 'body.users');
    expectInvalid(await move({ users: [], role: target.id }), 'body.users');
    expectInvalid(await move({ users: ['a'], role: target.id }), 'body.users.0');
    expectInvalid(await move({ users: [admin.id] }), 'body.role');
    expectInvalid(await move({ users: [admin.id], role: 999999 }), 'body.role');
    const missing = await move({ users: [admin.id, 999998, 999999], role: target.id });
    expectStatus(missing, 404);
    expect(missing.json().message).toBe('Users 999998, 999999 not found');
    const rolesOnly = await t.createUser({ scopes: ['users:roles:update'] });
    expectStatus(await move({ users: [admin.id], role: target.id }, rolesOnly), 403);
    expectStatus(await t.call(null, administration.moveUsersToRole, { rawBody: {} }), 401);
  });
});
