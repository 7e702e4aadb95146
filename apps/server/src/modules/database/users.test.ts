// Database users against the real MariaDB (test/mariadb.ts): the accounts exist, sign in with their password,
// reach only their databases with only their privileges; edits and deletes take effect. One rule per test.
import * as api from '@backoffice/contract/modules/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHosts, adminConnection, connectAs } from '../../test/mariadb.js';
import { databaseSuite } from './testing/suite.js';

const s = databaseSuite();
let admin: Awaited<ReturnType<typeof adminConnection>>;
beforeAll(async () => {
  admin = await adminConnection();
});
afterAll(() => admin?.end());

/** A database with a table `items (id int)` holding one row. */
async function databaseWithTable(suffix: string) {
  const db = await s.createDatabase(s.manager, suffix);
  await admin.query(`CREATE TABLE \`${db.name}\`.items (id int)`);
  await admin.query(`INSERT INTO \`${db.name}\`.items VALUES (1)`);
  return db;
}

/** Runs `work` signed in as the user (127.0.0.1 reaches the `%` and `127.0.0.1` accounts). */
async function asUser<T>(
  name: string,
  password: string,
  work: (conn: Awaited<ReturnType<typeof connectAs>>) => Promise<T>,
) {
  const conn = await connectAs(name, password);
  try {
    return await work(conn);
  } finally {
    await conn.end();
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { errno?: number }) => e.errno ?? -1,
  );

describe('creating a user', () => {
  it('creates one account per host and answers the generated password once', async () => {
    const created = await s.createUser(s.manager, 'hosts', { hosts: ['%', 'localhost', '10.0.0.%'] });
    expect(created.password).toMatch(/^[\w-]{32}$/);
    expect(await accountHosts(admin, s.name('hosts'))).toEqual(['%', '10.0.0.%', 'localhost']);
    const again = await s.t.callOk(s.manager, api.getDatabaseUser, { params: { id: created.id } });
    expect(again).not.toHaveProperty('password');
    expect(again.sync.state).toBe('in-sync');
  });

  it('signs in with the generated password and reaches its database', async () => {
    const db = await databaseWithTable('reach');
    const user = await s.createUser(s.manager, 'reach_u', { grants: [[db.id, 'read']] });
    const rows = await asUser(user.name, user.password!, (c) => c.query(`SELECT id FROM \`${db.name}\`.items`));
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('read only cannot INSERT', async () => {
    const db = await databaseWithTable('ro');
    const user = await s.createUser(s.manager, 'ro_u', { grants: [[db.id, 'read']] });
    const errno = await asUser(user.name, user.password!, (c) =>
      refusal(c.query(`INSERT INTO \`${db.name}\`.items VALUES (2)`)),
    );
    expect(errno).toBe(1142); // INSERT command denied
  });

  it('read and write can INSERT but not DROP the table', async () => {
    const db = await databaseWithTable('rw');
    const user = await s.createUser(s.manager, 'rw_u', { grants: [[db.id, 'readwrite']] });
    await asUser(user.name, user.password!, async (c) => {
      await c.query(`INSERT INTO \`${db.name}\`.items VALUES (2)`);
      expect(await refusal(c.query(`DROP TABLE \`${db.name}\`.items`))).toBe(1142);
    });
  });

  it('reaches no other database, not even one whose name its own matches with _ as a wildcard', async () => {
    const mine = await databaseWithTable('a_b');
    const lookalike = await databaseWithTable('aXb');
    const user = await s.createUser(s.manager, 'only_u', { grants: [[mine.id, 'all']] });
    await asUser(user.name, user.password!, async (c) => {
      expect(await refusal(c.query(`SELECT * FROM \`${lookalike.name}\`.items`))).toBe(1142);
      expect(await refusal(c.query('SELECT * FROM mysql.user'))).toBe(1142);
      const schemas = await c.query<{ Database: string }[]>('SHOW DATABASES');
      expect(schemas.map((r) => r.Database).filter((d) => d.startsWith(s.prefix))).toEqual([mine.name]);
    });
  });

  it('takes a given password and does not echo it', async () => {
    const created = await s.createUser(s.manager, 'given', { password: 'correct horse battery' });
    expect(created.password).toBeNull();
    await asUser(created.name, 'correct horse battery', (c) => c.query('SELECT 1'));
  });

  it.each([
    ['name', { name: "a'; DROP DATABASE x; --" }, 'body.name'],
    ['name', { name: 'a`b' }, 'body.name'],
    ['name', { name: 'x'.repeat(81) }, 'body.name'],
    ['name', { name: 'root' }, 'body.name'],
    ['host', { hosts: ["%'; DROP USER root; --"] }, 'body.hosts.0'],
    ['host', { hosts: ['10.0.0.300'] }, 'body.hosts.0'],
    ['host', { hosts: ['%', '%'] }, 'body.hosts.1'],
    ['password', { password: 'short' }, 'body.password'],
  ])('refuses a hostile or bad %s with a 400 naming the field, and changes nothing', async (_, bad, field) => {
    const accounts = await admin.query<{ n: bigint }[]>('SELECT count(*) AS n FROM mysql.user');
    const body = { name: s.name('bad'), hosts: ['%'], ...bad };
    const res = await s.t.call(s.manager, api.createDatabaseUser, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await admin.query('SELECT count(*) AS n FROM mysql.user')).toEqual(accounts);
  });

  it('refuses a name already recorded with 409 on the name', async () => {
    await s.createUser(s.manager, 'dup');
    const res = await s.t.call(s.manager, api.createDatabaseUser, { body: { name: s.name('DUP'), hosts: ['%'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('body.name');
  });

  it('refuses an account the server has but we do not record, on its host, and leaves it alone', async () => {
    await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [s.name('theirs'), 'localhost', 'their-own-password']);
    const res = await s.t.call(s.manager, api.createDatabaseUser, {
      body: { name: s.name('theirs'), hosts: ['%', 'localhost'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('body.hosts.1');
    expect(await accountHosts(admin, s.name('theirs'))).toEqual(['localhost']);
  });
});

describe('editing a user', () => {
  it('adds and removes hosts; a new host keeps the same password', async () => {
    const user = await s.createUser(s.manager, 'movehosts', { hosts: ['%', '10.0.0.%'] });
    const changed = await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { hosts: ['localhost', '127.0.0.1'] },
    });
    expect(changed.hosts).toEqual(['localhost', '127.0.0.1']);
    expect(changed.password).toBeNull();
    expect(await accountHosts(admin, user.name)).toEqual(['127.0.0.1', 'localhost']);
    await asUser(user.name, user.password!, (c) => c.query('SELECT 1'));
  });

  it('changes the privilege on a database, and takes away a grant left out', async () => {
    const db = await databaseWithTable('regrant');
    const other = await databaseWithTable('regrant2');
    const user = await s.createUser(s.manager, 'regrant_u', {
      grants: [
        [db.id, 'read'],
        [other.id, 'read'],
      ],
    });
    await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { grants: [{ databaseId: db.id, privilege: 'readwrite' }] },
    });
    await asUser(user.name, user.password!, async (c) => {
      await c.query(`INSERT INTO \`${db.name}\`.items VALUES (3)`);
      expect(await refusal(c.query(`SELECT * FROM \`${other.name}\`.items`))).toBe(1142);
    });
  });

  it('sets a generated password: the new one signs in, the old one no longer', async () => {
    const user = await s.createUser(s.manager, 'reset');
    const changed = await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { generatePassword: true },
    });
    expect(changed.password).toMatch(/^[\w-]{32}$/);
    expect(changed.password).not.toBe(user.password);
    await asUser(user.name, changed.password!, (c) => c.query('SELECT 1'));
    expect(await refusal(connectAs(user.name, user.password!))).toBe(1045);
  });

  it('refuses a password given and generated at once', async () => {
    const user = await s.createUser(s.manager, 'both');
    const res = await s.t.call(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { password: 'a long enough one', generatePassword: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.generatePassword');
  });
});

describe('deleting a user', () => {
  it('drops every host of its account', async () => {
    const user = await s.createUser(s.manager, 'drop', { hosts: ['%', 'localhost'] });
    await s.t.callOk(s.manager, api.deleteDatabaseUser, { params: { id: user.id } });
    expect(await accountHosts(admin, user.name)).toEqual([]);
    expect((await s.t.call(s.manager, api.getDatabaseUser, { params: { id: user.id } })).statusCode).toBe(404);
  });
});

describe('the granting rule', () => {
  it('refuses privileges on another department’s database (400 on that grant), creating nothing', async () => {
    const theirs = await s.createDatabase(s.other, 'theirs_db');
    const res = await s.t.call(s.manager, api.createDatabaseUser, {
      body: { name: s.name('grab'), hosts: ['%'], grants: [{ databaseId: theirs.id, privilege: 'all' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.grants.0.databaseId', message: 'is not a database you manage' },
    ]);
    expect(await accountHosts(admin, s.name('grab'))).toEqual([]);
  });

  it('refuses granting to a creator who cannot read databases (403)', async () => {
    const db = await s.createDatabase(s.manager, 'noread');
    const creator = await s.t.createUser({ scopes: ['database:users:read', 'database:users:create'] });
    await s.inDepartment(creator, 'Hosting');
    const res = await s.t.call(creator, api.createDatabaseUser, {
      body: { name: s.name('noread_u'), hosts: ['%'], grants: [{ databaseId: db.id, privilege: 'read' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/needs database:databases:read/);
  });

  it('keeps a grant the editor does not manage, which they may neither change nor take away', async () => {
    const administrator = await s.t.createUser({ isAdmin: true });
    const mine = await s.createDatabase(s.manager, 'keep_mine');
    const theirs = await s.createDatabase(s.other, 'keep_theirs');
    const user = await s.t.callOk(administrator, api.createDatabaseUser, {
      body: {
        name: s.name('keep_u'),
        hosts: ['%'],
        grants: [
          { databaseId: mine.id, privilege: 'read' },
          { databaseId: theirs.id, privilege: 'read' },
        ],
      },
    });
    // An administrator has no department: give the user to the manager's.
    await s.t.database.pool.query('UPDATE database_users SET department_id = $1 WHERE id = $2', [
      mine.departmentId,
      user.id,
    ]);
    const seen = await s.t.callOk(s.manager, api.getDatabaseUser, { params: { id: user.id } });
    expect(seen.grants.map((g) => [g.databaseName, g.manageable])).toEqual([
      [mine.name, true],
      [theirs.name, false],
    ]);
    const raise = await s.t.call(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { grants: [{ databaseId: theirs.id, privilege: 'all' }] },
    });
    expect(raise.statusCode).toBe(400);
    expect(raise.json().details[0].field).toBe('body.grants.0.databaseId');
    const without = await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { grants: [{ databaseId: mine.id, privilege: 'readwrite' }] },
    });
    expect(without.grants.map((g) => [g.databaseName, g.privilege])).toEqual([
      [mine.name, 'readwrite'],
      [theirs.name, 'read'],
    ]);
    const schemas = await admin.query<{ schema: string }[]>(
      'SELECT DISTINCT TABLE_SCHEMA AS `schema` FROM information_schema.SCHEMA_PRIVILEGES WHERE GRANTEE = ?',
      [`'${user.name}'@'%'`],
    );
    expect(schemas.map((r) => r.schema).sort()).toEqual(
      [mine.name, theirs.name].map((n) => n.replace(/_/g, '\\_')).sort(),
    );
  });

  it('hides another department’s users (404), so nobody edits them', async () => {
    const user = await s.createUser(s.other, 'elsewhere');
    const res = await s.t.call(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { generatePassword: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await s.t.callOk(s.manager, api.listDatabaseUsers, { query: { search: user.name } })).items).toEqual([]);
  });
});

describe('passwords are kept nowhere', () => {
  it('are in no audit row of the user', async () => {
    const user = await s.createUser(s.manager, 'secret', { password: 'my very own password 1' });
    const reset = await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { generatePassword: true },
    });
    await s.t.callOk(s.manager, api.updateDatabaseUser, {
      params: { id: user.id },
      body: { password: 'another given password' },
    });
    const { rows } = await s.t.database.pool.query<{ row: string }>(
      "SELECT row_to_json(a)::text AS row FROM audit_log a WHERE entity = 'database-user' AND entity_id = $1",
      [String(user.id)],
    );
    expect(rows).toHaveLength(3);
    for (const { row } of rows) {
      expect(row).not.toContain('my very own password 1');
      expect(row).not.toContain(reset.password);
      expect(row).not.toContain('another given password');
    }
  });

  it('are in no table of ours', async () => {
    await s.createUser(s.manager, 'nowhere', { password: 'not stored anywhere 42' });
    const { rows } = await s.t.database.pool.query<{ dump: string }>(
      "SELECT string_agg(row_to_json(u)::text, '') AS dump FROM database_users u",
    );
    expect(rows[0]!.dump).not.toContain('not stored anywhere 42');
  });
});
