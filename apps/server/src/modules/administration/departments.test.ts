import type { BodyOf } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditOf } from './testing/audit.js';
import { createDepartment, createRole, expectInvalid, expectStatus, putInRole, unique } from './testing/helpers.js';

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
    const res = await t.call(admin, administration.createDepartment, {
      body: { name: `  ${name} `, description: 'First line' },
    });
    expectStatus(res, 201);
    const created = res.reply();
    expect(created).toMatchObject({ name, description: 'First line', rolesCount: 0, usersCount: 0 });
    expect(Number.isInteger(created.id)).toBe(true);
    const [entry] = await auditOf(t, 'department', created.id);
    expect(entry).toMatchObject({ method: 'POST', userId: admin.id, after: { name } });
  });

  it('refuses bad input field by field', async () => {
    const post = (payload: unknown) => t.call(admin, administration.createDepartment, { rawBody: payload });
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
    const res = await t.call(admin, administration.createDepartment, { body: { name: name.toUpperCase() } });
    expectStatus(res, 409, 'CONFLICT');
    expect(res.json().details).toEqual([{ field: 'body.name', message: 'A department with this name exists' }]);
  });

  it('needs a token and the create scope', async () => {
    expectStatus(await t.call(null, administration.createDepartment, { body: { name: 'X' } }), 401);
    expectStatus(
      await t.call(reader, administration.createDepartment, { body: { name: unique('X') } }),
      403,
      'FORBIDDEN',
    );
    const creator = await t.createUser({ scopes: ['users:departments:create'] });
    expectStatus(await t.call(creator, administration.createDepartment, { body: { name: unique('X') } }), 201);
  });
});

describe('GET /auth/departments', () => {
  it('pages by name, searches, and picks by ids (bracketed or plain)', async () => {
    const tag = unique('Pick').replace(/\W/g, '');
    const a = await createDepartment(t, admin, `${tag} Alpha`);
    const b = await createDepartment(t, admin, `${tag} Beta`);
    const c = await createDepartment(t, admin, `${tag} Gamma`);

    const searched = await t.call(reader, administration.listDepartments, { query: { search: tag, take: 2 } });
    expectStatus(searched, 200);
    expect(searched.reply()).toMatchObject({ total: 3, page: 1, take: 2, totalCapped: false });
    expect(searched.reply().items.map((d) => d.id)).toEqual([a.id, b.id]);
    const page2 = await t.call(reader, administration.listDepartments, { query: { search: tag, take: 2, page: 2 } });
    expect(page2.reply().items.map((d) => d.id)).toEqual([c.id]);

    const bracketed = await t.call(reader, administration.listDepartments, { query: { ids: [a.id, c.id] } });
    expect(bracketed.reply().items.map((d) => d.id)).toEqual([a.id, c.id]);
    const plain = await t.call(reader, administration.listDepartments, { rawQuery: `ids=${b.id}` });
    expect(plain.reply().items.map((d) => d.id)).toEqual([b.id]);
  });

  it('treats % and _ in a search literally', async () => {
    const res = await t.call(reader, administration.listDepartments, { query: { search: '%' } });
    expectStatus(res, 200);
    expect(res.reply().total).toBe(0);
  });

  it('refuses bad query values and callers without the scope', async () => {
    expectInvalid(await t.call(reader, administration.listDepartments, { query: { take: 101 } }), 'querystring.take');
    expectInvalid(await t.call(reader, administration.listDepartments, { query: { page: 0 } }), 'querystring.page');
    expectInvalid(await t.call(reader, administration.listDepartments, { rawQuery: 'ids=abc' }), 'querystring.ids.0');
    expectInvalid(
      await t.call(reader, administration.listDepartments, { query: { search: 'x'.repeat(101) } }),
      'querystring.search',
    );
    const nobody = await t.createUser();
    expectStatus(await t.call(nobody, administration.listDepartments), 403);
    expectStatus(await t.call(null, administration.listDepartments), 401);
  });
});

describe('GET and PATCH /auth/departments/{id}', () => {
  it('reads one department, 404 for an unknown id, 400 for a bad one', async () => {
    const d = await createDepartment(t, admin);
    const res = await t.call(reader, administration.getDepartment, { params: { id: d.id } });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ id: d.id, name: d.name });
    expectStatus(await t.call(reader, administration.getDepartment, { params: { id: 999999 } }), 404, 'NOT_FOUND');
    expectInvalid(await t.call(reader, administration.getDepartment, { rawParams: { id: 'abc' } }), 'params.id');
    expectInvalid(await t.call(reader, administration.getDepartment, { params: { id: 9999999999 } }), 'params.id');
  });

  it('changes a department and answers 201, as the spec says', async () => {
    const d = await createDepartment(t, admin);
    const name = unique('Renamed');
    const res = await t.call(admin, administration.updateDepartment, {
      params: { id: d.id },
      body: { name, description: 'New words' },
    });
    expectStatus(res, 201);
    expect(res.reply()).toMatchObject({ id: d.id, name, description: 'New words' });
    const entries = await auditOf(t, 'department', d.id);
    expect(entries[1]).toMatchObject({ method: 'PATCH', before: { name: d.name }, after: { name } });
  });

  it('refuses bad fields, unknown ids, taken names and callers without the scope', async () => {
    const d = await createDepartment(t, admin);
    const other = await createDepartment(t, admin);
    const patch = (id: number, payload: BodyOf<typeof administration.updateDepartment>, user = admin) =>
      t.call(user, administration.updateDepartment, { params: { id }, body: payload });
    expectInvalid(await patch(d.id, { name: '' }), 'body.name');
    expectInvalid(await patch(d.id, { description: 'x'.repeat(1001) }), 'body.description');
    expectInvalid(await patch(0, { name: 'X' }), 'params.id');
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
    const res = await t.call(admin, administration.deleteDepartment, { body: { id: d.id } });
    expectStatus(res, 200);
    expect(res.reply()).toEqual({ success: true });
    expectStatus(await t.call(reader, administration.getDepartment, { params: { id: d.id } }), 404);
    const entries = await auditOf(t, 'department', d.id);
    expect(entries.at(-1)).toMatchObject({ method: 'DELETE', before: { id: d.id, name: d.name } });
  });

  it('answers 409 while roles or users belong to it', async () => {
    const withRole = await createDepartment(t, admin);
    await createRole(t, admin, withRole.id);
    const res = await t.call(admin, administration.deleteDepartment, { body: { id: withRole.id } });
    expectStatus(res, 409);
    expect(res.json().message).toMatch(/1 role/);

    const withUser = await createDepartment(t, admin);
    const member = await t.createUser();
    await putInRole(t, member.id, member.roleId, withUser.id);
    const res2 = await t.call(admin, administration.deleteDepartment, { body: { id: withUser.id } });
    expectStatus(res2, 409);
    expect(res2.json().message).toMatch(/1 user/);
  });

  it('refuses a bad body, an unknown id and callers without the scope', async () => {
    const del = (payload: object, user = admin) => t.call(user, administration.deleteDepartment, { rawBody: payload });
    expectInvalid(await del({}), 'body.id');
    expectInvalid(await del({ id: 'one' }), 'body.id');
    expectInvalid(await del({ id: -1 }), 'body.id');
    expectStatus(await del({ id: 999999 }), 404);
    expectStatus(await del({ id: 1 }, reader), 403);
    expectStatus(await t.call(null, administration.deleteDepartment, { body: { id: 1 } }), 401);
  });
});
