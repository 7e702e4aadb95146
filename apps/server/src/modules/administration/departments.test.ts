import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditOf, createDepartment, createRole, expectInvalid, expectStatus, putInRole, unique } from './testing.js';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  reader = await t.createUser({ scopes: ['users:departments:read'] });
});
afterAll(() => t.close());

describe('POST /auth/departments', () => {
  it('creates a department (201) with counts and records it in the audit log', async () => {
    const name = unique('Support');
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/auth/departments',
      payload: { name: `  ${name} `, description: 'First line' },
    });
    expectStatus(res, 201);
    const created = res.json();
    expect(created).toMatchObject({ name, description: 'First line', rolesCount: 0, usersCount: 0 });
    expect(Number.isInteger(created.id)).toBe(true);
    const [entry] = await auditOf(t, 'department', created.id);
    expect(entry).toMatchObject({ method: 'POST', userId: admin.id, after: { name } });
  });

  it('refuses bad input field by field', async () => {
    const post = (payload: unknown) =>
      t.as(admin, { method: 'POST', url: '/api/auth/departments', payload: payload as object });
    expectInvalid(await post({}), 'body.name');
    expectInvalid(await post({ name: '   ' }), 'body.name');
    expectInvalid(await post({ name: 'x'.repeat(101) }), 'body.name');
    expectInvalid(await post({ name: 'a\0b' }), 'body.name');
    expectInvalid(await post({ name: 5 }), 'body.name');
    expectInvalid(await post({ name: 'Fine', description: 'x'.repeat(1001) }), 'body.description');
    expectInvalid(await post({ name: 'Fine', description: 7 }), 'body.description');
  });

  it('answers a taken name, in any case, with 409 naming the field', async () => {
    const { name } = await createDepartment(t, admin);
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/auth/departments',
      payload: { name: name.toUpperCase() },
    });
    expectStatus(res, 409, 'CONFLICT');
    expect(res.json().details).toEqual([{ field: 'body.name', message: 'A department with this name exists' }]);
  });

  it('needs a token and the create scope', async () => {
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/departments', payload: { name: 'X' } }), 401);
    expectStatus(
      await t.as(reader, { method: 'POST', url: '/api/auth/departments', payload: { name: unique('X') } }),
      403,
      'FORBIDDEN',
    );
    const creator = await t.createUser({ scopes: ['users:departments:create'] });
    expectStatus(
      await t.as(creator, { method: 'POST', url: '/api/auth/departments', payload: { name: unique('X') } }),
      201,
    );
  });
});

describe('GET /auth/departments', () => {
  it('pages by name, searches, and picks by ids (bracketed or plain)', async () => {
    const tag = unique('Pick').replace(/\W/g, '');
    const a = await createDepartment(t, admin, `${tag} Alpha`);
    const b = await createDepartment(t, admin, `${tag} Beta`);
    const c = await createDepartment(t, admin, `${tag} Gamma`);

    const searched = await t.as(reader, { method: 'GET', url: `/api/auth/departments?search=${tag}&take=2` });
    expectStatus(searched, 200);
    expect(searched.json()).toMatchObject({ total: 3, page: 1, take: 2, totalCapped: false });
    expect(searched.json().items.map((d: { id: number }) => d.id)).toEqual([a.id, b.id]);
    const page2 = await t.as(reader, { method: 'GET', url: `/api/auth/departments?search=${tag}&take=2&page=2` });
    expect(page2.json().items.map((d: { id: number }) => d.id)).toEqual([c.id]);

    const bracketed = await t.as(reader, {
      method: 'GET',
      url: `/api/auth/departments?ids%5B%5D=${a.id}&ids%5B%5D=${c.id}`,
    });
    expect(bracketed.json().items.map((d: { id: number }) => d.id)).toEqual([a.id, c.id]);
    const plain = await t.as(reader, { method: 'GET', url: `/api/auth/departments?ids=${b.id}` });
    expect(plain.json().items.map((d: { id: number }) => d.id)).toEqual([b.id]);
  });

  it('treats % and _ in a search literally', async () => {
    const res = await t.as(reader, { method: 'GET', url: '/api/auth/departments?search=%25' });
    expectStatus(res, 200);
    expect(res.json().total).toBe(0);
  });

  it('refuses bad query values and callers without the scope', async () => {
    expectInvalid(await t.as(reader, { method: 'GET', url: '/api/auth/departments?take=101' }), 'querystring.take');
    expectInvalid(await t.as(reader, { method: 'GET', url: '/api/auth/departments?page=0' }), 'querystring.page');
    expectInvalid(await t.as(reader, { method: 'GET', url: '/api/auth/departments?ids=abc' }), 'querystring.ids.0');
    expectInvalid(
      await t.as(reader, { method: 'GET', url: `/api/auth/departments?search=${'x'.repeat(101)}` }),
      'querystring.search',
    );
    const nobody = await t.createUser();
    expectStatus(await t.as(nobody, { method: 'GET', url: '/api/auth/departments' }), 403);
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/auth/departments' }), 401);
  });
});

describe('GET and PATCH /auth/departments/{id}', () => {
  it('reads one department, 404 for an unknown id, 400 for a bad one', async () => {
    const d = await createDepartment(t, admin);
    const res = await t.as(reader, { method: 'GET', url: `/api/auth/departments/${d.id}` });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ id: d.id, name: d.name });
    expectStatus(await t.as(reader, { method: 'GET', url: '/api/auth/departments/999999' }), 404, 'NOT_FOUND');
    expectInvalid(await t.as(reader, { method: 'GET', url: '/api/auth/departments/abc' }), 'params.id');
    expectInvalid(await t.as(reader, { method: 'GET', url: '/api/auth/departments/9999999999' }), 'params.id');
  });

  it('changes a department and answers 201, as the spec says', async () => {
    const d = await createDepartment(t, admin);
    const name = unique('Renamed');
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/auth/departments/${d.id}`,
      payload: { name, description: 'New words' },
    });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({ id: d.id, name, description: 'New words' });
    const entries = await auditOf(t, 'department', d.id, 2);
    expect(entries[1]).toMatchObject({ method: 'PATCH', before: { name: d.name }, after: { name } });
  });

  it('refuses bad fields, unknown ids, taken names and callers without the scope', async () => {
    const d = await createDepartment(t, admin);
    const other = await createDepartment(t, admin);
    const patch = (id: number | string, payload: object, user = admin) =>
      t.as(user, { method: 'PATCH', url: `/api/auth/departments/${id}`, payload });
    expectInvalid(await patch(d.id, { name: '' }), 'body.name');
    expectInvalid(await patch(d.id, { description: 'x'.repeat(1001) }), 'body.description');
    expectInvalid(await patch('0', { name: 'X' }), 'params.id');
    expectStatus(await patch(999999, { name: unique('X') }), 404);
    const taken = await patch(d.id, { name: other.name });
    expectStatus(taken, 409);
    expect(taken.json().details[0].field).toBe('body.name');
    // Keeping its own name is no clash.
    expectStatus(await patch(d.id, { name: d.name }), 201);
    expectStatus(await patch(d.id, { name: unique('X') }, reader), 403);
  });
});

describe('DELETE /auth/departments', () => {
  it('deletes an empty department', async () => {
    const d = await createDepartment(t, admin);
    const res = await t.as(admin, { method: 'DELETE', url: '/api/auth/departments', payload: { id: d.id } });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ success: true });
    expectStatus(await t.as(reader, { method: 'GET', url: `/api/auth/departments/${d.id}` }), 404);
    const entries = await auditOf(t, 'department', d.id, 2);
    expect(entries.at(-1)).toMatchObject({ method: 'DELETE', before: { id: d.id, name: d.name } });
  });

  it('answers 409 while roles or users belong to it', async () => {
    const withRole = await createDepartment(t, admin);
    await createRole(t, admin, withRole.id);
    const res = await t.as(admin, { method: 'DELETE', url: '/api/auth/departments', payload: { id: withRole.id } });
    expectStatus(res, 409);
    expect(res.json().message).toMatch(/1 role/);

    const withUser = await createDepartment(t, admin);
    const member = await t.createUser();
    await putInRole(t, member.id, member.roleId, withUser.id);
    const res2 = await t.as(admin, { method: 'DELETE', url: '/api/auth/departments', payload: { id: withUser.id } });
    expectStatus(res2, 409);
    expect(res2.json().message).toMatch(/1 user/);
  });

  it('refuses a bad body, an unknown id and callers without the scope', async () => {
    const del = (payload: object, user = admin) =>
      t.as(user, { method: 'DELETE', url: '/api/auth/departments', payload });
    expectInvalid(await del({}), 'body.id');
    expectInvalid(await del({ id: 'one' }), 'body.id');
    expectInvalid(await del({ id: -1 }), 'body.id');
    expectStatus(await del({ id: 999999 }), 404);
    expectStatus(await del({ id: 1 }, reader), 403);
    expectStatus(await t.app.inject({ method: 'DELETE', url: '/api/auth/departments', payload: { id: 1 } }), 401);
  });
});
