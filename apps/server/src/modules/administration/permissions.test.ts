// Permissions you can see (issue 35): who holds a scope, a user's effective scopes, the CSV, and the
// previews of role and user changes (docs/administration.md "Permissions you can see").
import * as administration from '@backoffice/contract/modules/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditOf } from './testing/audit.js';
import { createDepartment, createRole, expectInvalid, expectStatus, putInRole } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;
let department: { id: number; name: string };
/** A prefix of every username this file makes, so a search finds only them. */
const tag = `perm${process.pid}`;
let seq = 0;

async function person(scopes: string[] = [], isAdmin = false) {
  return t.createUser({ scopes, isAdmin, username: `${tag}_${++seq}` });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  reader = await t.createUser({ scopes: ['users:roles:read'] });
  department = await createDepartment(t, admin);
});
afterAll(() => t.close());

describe('GET /auth/permissions/holders', () => {
  it('lists who passes the guard for the scope, through which role scope or the flag', async () => {
    const exact = await person(['dns:zone:read']);
    const wildcard = await person(['dns:*']);
    const flag = await person([], true);
    await person(['ipset:ipset:read']);
    const page = await t.callOk(reader, administration.scopeHolders, {
      query: { scopes: ['dns:zone:read'], search: tag, take: 100 },
    });
    const byId = new Map(page.items.map((h) => [h.id, h]));
    expect([...byId.keys()].sort()).toEqual([exact.id, wildcard.id, flag.id].sort());
    expect(byId.get(exact.id)!.through).toEqual(['dns:zone:read']);
    expect(byId.get(wildcard.id)!.through).toEqual(['dns:*']);
    expect(byId.get(flag.id)).toMatchObject({ isAdmin: true, through: [] });
    expect(page.history).toBeUndefined();
  });

  it('needs every scope of a screen', async () => {
    const both = await person(['dns:zone:read', 'users:departments:read']);
    await person(['dns:zone:read']);
    const page = await t.callOk(reader, administration.scopeHolders, {
      query: { scopes: ['dns:zone:read', 'users:departments:read'], search: `${tag}_`, take: 100 },
    });
    expect(page.items.filter((h) => !h.isAdmin).map((h) => h.id)).toEqual([both.id]);
  });

  it('needs users:roles:read', async () => {
    const other = await t.createUser({ scopes: ['users:users:read'] });
    expectStatus(await t.call(other, administration.scopeHolders, { query: { scopes: ['dns:zone:read'] } }), 403);
  });

  it('refuses a malformed scope, no scope and a future instant, naming the field', async () => {
    expectInvalid(
      await t.call(reader, administration.scopeHolders, { rawQuery: 'scopes=Not%20A%20Scope' }),
      'querystring.scopes.0',
    );
    expectInvalid(await t.call(reader, administration.scopeHolders, { rawQuery: '' }), 'querystring.scopes');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expectInvalid(
      await t.call(reader, administration.scopeHolders, { query: { scopes: ['dns:zone:read'], at: future } }),
      'querystring.at',
    );
  });
});

describe('GET /auth/permissions/users/{id}', () => {
  it("gives a user's effective scopes with their source, and the strings no module declares", async () => {
    const user = await person(['dns:*', 'ipset:ipset:read', 'retired:thing:read']);
    const res = await t.callOk(reader, administration.userPermissionsOf, { params: { id: user.id } });
    expect(res.role).toMatchObject({ id: user.roleId });
    expect(res.scopes.map((s) => s.scope)).toEqual([
      'dns:department',
      'dns:zone:create',
      'dns:zone:read',
      'ipset:ipset:read',
    ]);
    expect(res.scopes.find((s) => s.scope === 'dns:zone:read')).toMatchObject({
      label: expect.any(String),
      through: ['dns:*'],
    });
    expect(res.unknown).toEqual(['retired:thing:read']);
  });

  it('gives an administrator every declared scope through the flag', async () => {
    const res = await t.callOk(reader, administration.userPermissionsOf, { params: { id: admin.id } });
    expect(res.user.isAdmin).toBe(true);
    expect(res.scopes.length).toBeGreaterThan(50);
    expect(res.scopes.every((s) => s.through.length === 0)).toBe(true);
  });

  it('answers 404 for a user that does not exist', async () => {
    expectStatus(await t.call(reader, administration.userPermissionsOf, { params: { id: 99_999_999 } }), 404);
  });
});

describe('GET /auth/permissions/export', () => {
  it('sends the holders of a scope as CSV', async () => {
    const holder = await person(['ipset:ipset:create']);
    const res = await t.call(reader, administration.exportPermissions, { query: { scopes: ['ipset:ipset:create'] } });
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="permissions-ipset_ipset_create-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Holders of ipset:ipset:create as of /);
    expect(lines[1]).toBe('username,name,role,through role scopes,administrator,account exists');
    expect(lines).toContain(
      `${holder.username},Test ${holder.username},role of ${holder.username},ipset:ipset:create,no,yes`,
    );
  });

  it("sends a user's scopes as CSV", async () => {
    const user = await person(['ipset:*']);
    const res = await t.call(reader, administration.exportPermissions, { query: { userId: user.id } });
    expectStatus(res, 200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe('scope,label,source');
    expect(
      lines
        .slice(2)
        .filter(Boolean)
        .map((l) => l.split(',')[0]),
    ).toEqual(['ipset:ipset:create', 'ipset:ipset:read']);
  });

  it('wants either scopes or a user', async () => {
    expectInvalid(await t.call(reader, administration.exportPermissions, { rawQuery: '' }), 'querystring.scopes');
  });
});

describe('POST /auth/roles/{id}/preview', () => {
  it('names who gains and loses each scope, what a gained scope needs, and saves nothing', async () => {
    const role = await createRole(t, admin, department.id, ['dns:zone:read', 'ipset:ipset:read']);
    const a = await person();
    const b = await person();
    const flagged = await person([], true);
    for (const u of [a, b, flagged]) await putInRole(t, u.id, role.id);
    const preview = await t.callOk(admin, administration.previewRole, {
      params: { id: role.id },
      body: { scopes: ['dns:zone:read', 'users:roles:update'] },
    });
    expect(preview.removed.map((s) => s.scope)).toEqual(['ipset:ipset:read']);
    expect(preview.removed[0]!.users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(preview.added.map((s) => s.scope)).toEqual(['users:roles:update']);
    expect(preview.added[0]!.needs).toEqual(
      expect.arrayContaining([
        { scope: 'users:roles:read', label: 'Read roles', held: false },
        { scope: 'users:departments:read', label: 'Read departments', held: false },
      ]),
    );
    expect(preview).toMatchObject({ affected: 2, refusal: null });
    const after = await t.callOk(admin, administration.getRole, { params: { id: role.id } });
    expect(after.scopes).toEqual(['dns:zone:read', 'ipset:ipset:read']);
    expect(await auditOf(t, 'role', role.id)).toHaveLength(1); // its creation only
  });

  it("warns with the save's own refusal when the editor could not grant a scope", async () => {
    const editor = await t.createUser({ scopes: ['users:roles:read', 'users:roles:update', 'dns:zone:read'] });
    const role = await createRole(t, admin, department.id, ['dns:zone:read']);
    const body = { scopes: ['dns:zone:read', 'ipset:ipset:read'] };
    const preview = await t.callOk(editor, administration.previewRole, { params: { id: role.id }, body });
    expect(preview.refusal).toBe('You cannot grant scopes you do not hold yourself: ipset:ipset:read');
    const saved = await t.call(editor, administration.updateRole, { params: { id: role.id }, body });
    expectStatus(saved, 403);
    expect(saved.json().message).toBe(preview.refusal);
  });

  it('refuses an unknown scope on its field and a missing role with 404', async () => {
    const role = await createRole(t, admin, department.id);
    expectInvalid(
      await t.call(admin, administration.previewRole, {
        params: { id: role.id },
        body: { scopes: ['dns:zone:dance'] },
      }),
      'body.scopes.0',
    );
    expectStatus(
      await t.call(admin, administration.previewRole, { params: { id: 99_999_999 }, body: { scopes: [] } }),
      404,
    );
  });
});

describe('POST /auth/users/preview', () => {
  it('previews a move to another role, person by person', async () => {
    const from = await createRole(t, admin, department.id, ['dns:zone:read']);
    const to = await createRole(t, admin, department.id, ['dns:zone:read', 'ipset:*']);
    const a = await person();
    await putInRole(t, a.id, from.id);
    const preview = await t.callOk(admin, administration.previewUsers, { body: { users: [a.id], roleId: to.id } });
    expect(preview.added.map((s) => s.scope)).toEqual(['ipset:ipset:create', 'ipset:ipset:read']);
    expect(preview.added[0]!.users).toEqual([{ id: a.id, username: a.username, name: `Test ${a.username}` }]);
    expect(preview.removed).toEqual([]);
    expect(preview.refusal).toBeNull();
  });

  it('a department change alone changes no scope', async () => {
    const other = await createDepartment(t, admin);
    const a = await person(['dns:zone:read']);
    const preview = await t.callOk(admin, administration.previewUsers, {
      body: { users: [a.id], departmentId: other.id },
    });
    expect(preview).toEqual({ added: [], removed: [], affected: 0, refusal: null });
  });

  it('predicts the refusal of a flag change by someone who is no administrator', async () => {
    const editor = await t.createUser({ scopes: ['users:users:read', 'users:users:update', 'users:roles:read'] });
    const a = await person();
    const preview = await t.callOk(editor, administration.previewUsers, { body: { users: [a.id], isAdmin: true } });
    expect(preview.refusal).toBe('Only an administrator can grant or remove the administrator flag');
    expect(preview.added.length).toBeGreaterThan(50);
  });

  it('refuses a missing role on its field and missing users with 404', async () => {
    const a = await person();
    expectInvalid(
      await t.call(admin, administration.previewUsers, { body: { users: [a.id], roleId: 99_999_999 } }),
      'body.roleId',
    );
    expectStatus(await t.call(admin, administration.previewUsers, { body: { users: [99_999_999] } }), 404);
  });

  it('leaves no audit row', async () => {
    const a = await person();
    await t.callOk(admin, administration.previewUsers, { body: { users: [a.id], isAdmin: true } });
    expect(await auditOf(t, 'user', a.id)).toEqual([]);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE route LIKE '%preview%'",
    );
    expect(rows[0].n).toBe(0);
  });
});
