// Failures on either side leave no half state (docs/database.md "Provisioning"): MariaDB unreachable, MariaDB
// refusing midway, our commit failing after MariaDB did its part. One rule per test, on the real MariaDB.
import fs from 'node:fs';
import * as api from '@backoffice/contract/modules/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import {
  accountHosts,
  accountWithoutGrantOption,
  adminConnection,
  CLOSED_PORT_URL,
  connectAs,
  databaseExists,
  MARIADB_URL,
} from '../../test/mariadb.js';
import { databaseSuite } from './testing/suite.js';

const s = databaseSuite();
let admin: Awaited<ReturnType<typeof adminConnection>>;
beforeAll(async () => {
  admin = await adminConnection();
});
afterAll(() => admin?.end());

/** The same database, served by an app with other settings. */
async function withApp<T>(env: Record<string, string>, work: (app: TestApp) => Promise<T>): Promise<T> {
  const other = await createTestApp({ database: s.t.database, env });
  try {
    return await work(other);
  } finally {
    await other.close();
  }
}

async function recorded(table: 'database_databases' | 'database_users', name: string): Promise<number> {
  const { rows } = await s.t.database.pool.query(`SELECT 1 FROM ${table} WHERE name = $1`, [name]);
  return rows.length;
}

/** Makes our database refuse the rows of `table` named `name` (the commit fails after MariaDB's part). */
async function refuseCommit(table: 'database_databases' | 'database_users', name: string) {
  const fn = `test_refuse_${table}`;
  await s.t.database.pool.query(`
    CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = '${name}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$;
    CREATE TRIGGER ${fn} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}();`);
  return () => s.t.database.pool.query(`DROP TRIGGER ${fn} ON ${table}; DROP FUNCTION ${fn}();`);
}

describe('MariaDB unreachable', () => {
  it('answers 503 with a clear message on a database creation, and records nothing', async () => {
    await withApp({ MARIADB_URL: CLOSED_PORT_URL }, async (down) => {
      const started = Date.now();
      const res = await down.call(s.manager, api.createDatabase, { body: { name: s.name('down') } });
      expect(Date.now() - started).toBeLessThan(6000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'DATABASE_SERVER_UNAVAILABLE',
        message: `Database ${s.name('down')} was not created: the MariaDB server at 127.0.0.1:1 did not answer. Nothing was changed.`,
      });
    });
    expect(await recorded('database_databases', s.name('down'))).toBe(0);
  });

  it('answers 503 on a user creation, and records nothing', async () => {
    await withApp({ MARIADB_URL: CLOSED_PORT_URL }, async (down) => {
      const res = await down.call(s.manager, api.createDatabaseUser, {
        body: { name: s.name('down_u'), hosts: ['%'] },
      });
      expect(res.statusCode).toBe(503);
    });
    expect(await recorded('database_users', s.name('down_u'))).toBe(0);
  });

  it('keeps a user whose deletion could not reach the server', async () => {
    const user = await s.createUser(s.manager, 'stays');
    await withApp({ MARIADB_URL: CLOSED_PORT_URL }, async (down) => {
      expect((await down.call(s.manager, api.deleteDatabaseUser, { params: { id: user.id } })).statusCode).toBe(503);
    });
    expect(await recorded('database_users', user.name)).toBe(1);
    expect(await accountHosts(admin, user.name)).toEqual(['%']);
  });
});

describe('MariaDB refusing midway', () => {
  it('drops the accounts it had created when a GRANT is refused, and records nothing', async () => {
    const db = await s.createDatabase(s.manager, 'midway');
    const limited = await accountWithoutGrantOption(s.prefix);
    await withApp({ MARIADB_URL: limited }, async (noGrant) => {
      const res = await noGrant.call(s.manager, api.createDatabaseUser, {
        body: {
          name: s.name('midway_u'),
          hosts: ['%', 'localhost'],
          grants: [{ databaseId: db.id, privilege: 'read' }],
        },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'DATABASE_SERVER_REFUSED',
        message: expect.stringMatching(
          /^Database user .* was not created: MariaDB answered: .*denied.*\. Nothing was changed\.$/,
        ),
      });
    });
    expect(await accountHosts(admin, s.name('midway_u'))).toEqual([]);
    expect(await recorded('database_users', s.name('midway_u'))).toBe(0);
  });

  it('puts a user back as it was when a change is refused midway', async () => {
    const db = await s.createDatabase(s.manager, 'back');
    const user = await s.createUser(s.manager, 'back_u', { hosts: ['%'], grants: [[db.id, 'read']] });
    const limited = await accountWithoutGrantOption(`${s.prefix}b`);
    await withApp({ MARIADB_URL: limited }, async (noGrant) => {
      const res = await noGrant.call(s.manager, api.updateDatabaseUser, {
        params: { id: user.id },
        body: { hosts: ['%', 'localhost'], generatePassword: true },
      });
      expect(res.statusCode).toBe(502);
    });
    expect(await accountHosts(admin, user.name)).toEqual(['%']);
    const conn = await connectAs(user.name, user.password!);
    await conn.end();
  });
});

describe('our commit failing after MariaDB did its part', () => {
  it('drops the database just created', async () => {
    const undo = await refuseCommit('database_databases', s.name('nocommit'));
    try {
      const res = await s.t.call(s.manager, api.createDatabase, { body: { name: s.name('nocommit') } });
      expect(res.statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await databaseExists(admin, s.name('nocommit'))).toBe(false);
    expect(await recorded('database_databases', s.name('nocommit'))).toBe(0);
  });

  it('drops the accounts just created', async () => {
    const undo = await refuseCommit('database_users', s.name('nocommit_u'));
    try {
      const res = await s.t.call(s.manager, api.createDatabaseUser, {
        body: { name: s.name('nocommit_u'), hosts: ['%', 'localhost'] },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await accountHosts(admin, s.name('nocommit_u'))).toEqual([]);
  });

  it('restores a dropped user with its password and privileges', async () => {
    const db = await s.createDatabase(s.manager, 'restore');
    const user = await s.createUser(s.manager, 'restore_u', { grants: [[db.id, 'readwrite']] });
    const fn = 'test_refuse_user_delete';
    await s.t.database.pool.query(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER ${fn} BEFORE DELETE ON database_users FOR EACH ROW EXECUTE FUNCTION ${fn}();`);
    try {
      expect((await s.t.call(s.manager, api.deleteDatabaseUser, { params: { id: user.id } })).statusCode).toBe(500);
    } finally {
      await s.t.database.pool.query(`DROP TRIGGER ${fn} ON database_users; DROP FUNCTION ${fn}();`);
    }
    const conn = await connectAs(user.name, user.password!);
    try {
      await conn.query(`CREATE TABLE \`${db.name}\`.t (id int)`).catch(() => undefined);
      await conn.query(`SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?`, [db.name]);
      const grants = await conn.query<Record<string, string>[]>('SHOW GRANTS');
      expect(grants.map((g) => Object.values(g)[0]).join('\n')).toContain('INSERT');
    } finally {
      await conn.end();
    }
  });

  it('creates a dropped database again when its deletion is not kept', async () => {
    const db = await s.createDatabase(s.manager, 'undrop');
    const fn = 'test_refuse_database_delete';
    await s.t.database.pool.query(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER ${fn} BEFORE DELETE ON database_databases FOR EACH ROW EXECUTE FUNCTION ${fn}();`);
    try {
      expect((await s.t.call(s.manager, api.deleteDatabase, { params: { id: db.id } })).statusCode).toBe(500);
    } finally {
      await s.t.database.pool.query(`DROP TRIGGER ${fn} ON database_databases; DROP FUNCTION ${fn}();`);
    }
    expect(await databaseExists(admin, db.name)).toBe(true);
    expect(await recorded('database_databases', db.name)).toBe(1);
  });
});

describe('records only (MARIADB_URL unset)', () => {
  it('records a database and a user, creates nothing on a server, and says so', async () => {
    await withApp({ MARIADB_URL: '' }, async (off) => {
      const db = await off.callOk(s.manager, api.createDatabase, { body: { name: s.name('paper') } });
      expect(db.sync).toEqual({ state: 'records-only', checkedAt: null, message: null });
      const user = await off.callOk(s.manager, api.createDatabaseUser, {
        body: { name: s.name('paper_u'), hosts: ['%'], grants: [{ databaseId: db.id, privilege: 'read' }] },
      });
      expect(user.password).toBeNull();
      const list = await off.callOk(s.manager, api.listDatabases, { query: { search: s.name('paper') } });
      expect(list.provisioning).toEqual({
        enabled: false,
        message: expect.stringMatching(/^Provisioning is off \(MARIADB_URL is not set\)/),
      });
      const users = await off.callOk(s.manager, api.listDatabaseUsers, { query: { search: s.name('paper_u') } });
      expect(users.provisioning.enabled).toBe(false);
      expect((await off.call(s.manager, api.checkDatabases)).statusCode).toBe(409);
    });
    expect(await databaseExists(admin, s.name('paper'))).toBe(false);
    expect(await accountHosts(admin, s.name('paper_u'))).toEqual([]);
  });
});

describe('the log', () => {
  it('never holds a password, given or generated', async () => {
    const written: string[] = [];
    const write = fs.write;
    const writeSync = fs.writeSync;
    // pino writes through sonic-boom straight to the file descriptor.
    const keep = (chunk: unknown) =>
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
    // Standard output is kept (not printed); anything else is written as usual.
    const size = (chunk: unknown) =>
      typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).length;
    fs.write = ((fd: number, chunk: unknown, ...rest: unknown[]) => {
      if (fd !== 1) return (write as (...a: unknown[]) => void)(fd, chunk, ...rest);
      keep(chunk);
      const done = rest.findLast((a) => typeof a === 'function') as ((e: null, n: number) => void) | undefined;
      queueMicrotask(() => done?.(null, size(chunk)));
    }) as typeof fs.write;
    fs.writeSync = ((fd: number, chunk: unknown, ...rest: unknown[]) => {
      if (fd !== 1) return (writeSync as (...a: unknown[]) => number)(fd, chunk, ...rest);
      keep(chunk);
      return size(chunk);
    }) as typeof fs.writeSync;
    let generated: string | null = null;
    try {
      await withApp({ MARIADB_URL, LOG_LEVEL: 'trace' }, async (loud) => {
        const user = await loud.callOk(s.manager, api.createDatabaseUser, {
          body: { name: s.name('quiet'), hosts: ['%'], password: 'given secret for the log' },
        });
        generated = (
          await loud.callOk(s.manager, api.updateDatabaseUser, {
            params: { id: user.id },
            body: { generatePassword: true },
          })
        ).password;
        // A change refused midway (a GRANT on the new host) is answered and undone: still no password.
        const db = await loud.callOk(s.manager, api.createDatabase, { body: { name: s.name('quiet_db') } });
        await loud.callOk(s.manager, api.updateDatabaseUser, {
          params: { id: user.id },
          body: { grants: [{ databaseId: db.id, privilege: 'read' }] },
        });
        const limited = await accountWithoutGrantOption(`${s.prefix}l`);
        const refused = await withApp({ MARIADB_URL: limited, LOG_LEVEL: 'trace' }, (noGrant) =>
          noGrant.call(s.manager, api.updateDatabaseUser, {
            params: { id: user.id },
            body: { hosts: ['%', 'localhost'], password: 'refused secret for the log' },
          }),
        );
        expect(refused.statusCode).toBe(502);
      });
    } finally {
      fs.write = write;
      fs.writeSync = writeSync;
    }
    const log = written.join('');
    // The log was captured: one line per request, by endpoint name (core/request-log.ts).
    expect(log).toContain('"route":"database.createDatabaseUser"');
    expect(log).not.toContain('given secret for the log');
    expect(log).not.toContain('refused secret for the log');
    expect(generated).toBeTruthy();
    expect(log).not.toContain(generated!);
  });
});
