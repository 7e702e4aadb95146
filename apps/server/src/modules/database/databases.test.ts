// Databases against the real MariaDB (test/mariadb.ts): one rule per test.
import * as api from '@backoffice/contract/modules/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConnection, databaseExists } from '../../test/mariadb.js';
import { databaseSuite } from './testing/suite.js';

const s = databaseSuite();
let admin: Awaited<ReturnType<typeof adminConnection>>;
beforeAll(async () => {
  admin = await adminConnection();
});
afterAll(() => admin?.end());

async function schemaCount(): Promise<number> {
  const [row] = await admin.query<{ n: bigint }[]>('SELECT count(*) AS n FROM information_schema.SCHEMATA');
  return Number(row!.n);
}

describe('creating a database', () => {
  it('creates it on the MariaDB server and records it, in sync', async () => {
    const created = await s.createDatabase(s.manager, 'shop');
    expect(created).toMatchObject({ name: s.name('shop'), userCount: 0, sync: { state: 'in-sync' } });
    expect(await databaseExists(admin, s.name('shop'))).toBe(true);
    const again = await s.t.callOk(s.manager, api.getDatabase, { params: { id: created.id } });
    expect(again.name).toBe(s.name('shop'));
  });

  it.each([
    ["a'; DROP DATABASE x; --", 'may hold only letters a–z, digits and underscores'],
    ['a`b', 'may hold only letters a–z, digits and underscores'],
    ['x'.repeat(65), 'must be at most 64 characters'],
    ['mysql', 'is a system schema of MariaDB'],
    ['MySQL', 'is a system schema of MariaDB'],
    ['information_schema', 'is a system schema of MariaDB'],
    ['007', 'must not be digits only'],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (name, message) => {
    const before = await schemaCount();
    const res = await s.t.call(s.manager, api.createDatabase, { body: { name } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'body.name', message });
    expect(await schemaCount()).toBe(before);
    expect((await s.t.callOk(s.manager, api.listDatabases, { query: { search: name.slice(0, 20) } })).items).toEqual(
      [],
    );
  });

  it('refuses a name already recorded, whatever its case (409 on the name)', async () => {
    await s.createDatabase(s.manager, 'twin');
    const res = await s.t.call(s.manager, api.createDatabase, { body: { name: s.name('TWIN') } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([
      { field: 'body.name', message: `A database named ${s.name('TWIN')} already exists` },
    ]);
  });

  it('refuses a name the server already has but we do not record, and leaves that database alone', async () => {
    await admin.query(`CREATE DATABASE \`${s.name('foreign')}\``);
    await admin.query(`CREATE TABLE \`${s.name('foreign')}\`.keep (id int)`);
    const res = await s.t.call(s.manager, api.createDatabase, { body: { name: s.name('foreign') } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('body.name');
    const tables = await admin.query<unknown[]>(
      'SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
      [s.name('foreign'), 'keep'],
    );
    expect(tables).toHaveLength(1);
  });

  it('belongs to its creator’s department: another department neither lists nor reaches it (404)', async () => {
    const db = await s.createDatabase(s.manager, 'private');
    expect(db.departmentId).not.toBeNull();
    const list = await s.t.callOk(s.other, api.listDatabases, { query: { search: s.name('private') } });
    expect(list.items).toEqual([]);
    expect((await s.t.call(s.other, api.getDatabase, { params: { id: db.id } })).statusCode).toBe(404);
    expect((await s.t.call(s.other, api.deleteDatabase, { params: { id: db.id } })).statusCode).toBe(404);
    expect(await databaseExists(admin, s.name('private'))).toBe(true);
  });
});

describe('the list', () => {
  it('pages and searches by name, and says that provisioning is on', async () => {
    for (const suffix of ['list_a', 'list_b', 'list_c']) await s.createDatabase(s.manager, suffix);
    const first = await s.t.callOk(s.manager, api.listDatabases, { query: { search: `${s.prefix}list_`, take: 2 } });
    expect(first).toMatchObject({ total: 3, page: 1, take: 2, provisioning: { enabled: true } });
    expect(first.items.map((d) => d.name)).toEqual([s.name('list_a'), s.name('list_b')]);
    const second = await s.t.callOk(s.manager, api.listDatabases, {
      query: { search: `${s.prefix}list_`, take: 2, page: 2 },
    });
    expect(second.items.map((d) => d.name)).toEqual([s.name('list_c')]);
  });

  it('takes the search literally (an underscore is no wildcard)', async () => {
    await s.createDatabase(s.manager, 'litxab');
    const list = await s.t.callOk(s.manager, api.listDatabases, { query: { search: `${s.prefix}lit_ab` } });
    expect(list.items).toEqual([]);
  });
});

describe('deleting a database', () => {
  it('drops it on the server and forgets it', async () => {
    const db = await s.createDatabase(s.manager, 'gone');
    expect(await s.t.callOk(s.manager, api.deleteDatabase, { params: { id: db.id } })).toEqual({ id: db.id });
    expect(await databaseExists(admin, s.name('gone'))).toBe(false);
    expect((await s.t.call(s.manager, api.getDatabase, { params: { id: db.id } })).statusCode).toBe(404);
  });

  it('is refused with 409 and the count while users are granted on it, and drops nothing', async () => {
    const db = await s.createDatabase(s.manager, 'used');
    await s.createUser(s.manager, 'used_u1', { grants: [[db.id, 'read']] });
    await s.createUser(s.manager, 'used_u2', { grants: [[db.id, 'all']] });
    const res = await s.t.call(s.manager, api.deleteDatabase, { params: { id: db.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DATABASE_IN_USE',
      data: { users: 2 },
      message: `Database ${s.name('used')} is still granted to 2 database users: take their privileges on it away first`,
    });
    expect(await databaseExists(admin, s.name('used'))).toBe(true);
  });

  it('needs database:databases:delete (a creator without it gets 403)', async () => {
    const creator = await s.t.createUser({ scopes: ['database:databases:read', 'database:databases:create'] });
    const db = await s.t.callOk(creator, api.createDatabase, { body: { name: s.name('keepme') } });
    expect((await s.t.call(creator, api.deleteDatabase, { params: { id: db.id } })).statusCode).toBe(403);
  });
});

describe('audit', () => {
  it('writes one row per change, in its transaction', async () => {
    const db = await s.createDatabase(s.manager, 'audited');
    const { rows } = await s.t.database.pool.query(
      "SELECT entity, entity_id, after FROM audit_log WHERE entity = 'database' AND entity_id = $1",
      [String(db.id)],
    );
    expect(rows).toEqual([
      { entity: 'database', entity_id: String(db.id), after: expect.objectContaining({ name: s.name('audited') }) },
    ]);
  });
});
