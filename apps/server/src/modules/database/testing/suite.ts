// One test file's setup for the databases module: an app provisioning on the test MariaDB (test/mariadb.ts),
// people of two departments holding the module's scopes, a name prefix of the file's own, and the cleanup
// of what the file made on the server.
import * as api from '@backoffice/contract/modules/database';
import type { DatabasePrivilege } from '@backoffice/contract/rules/database';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { dropPrefixed, ensureMariaDb, MARIADB_URL, testPrefix } from '../../../test/mariadb.js';

export const ALL_SCOPES = [
  'database:databases:read',
  'database:databases:create',
  'database:databases:delete',
  'database:users:read',
  'database:users:create',
  'database:users:update',
  'database:users:delete',
];

export interface DatabaseSuite {
  t: TestApp;
  /** Holds every database scope, in department "Hosting". */
  manager: TestUser;
  /** Holds every database scope, in department "Agency". */
  other: TestUser;
  prefix: string;
  /** `<prefix><suffix>`: a name of this file's own. */
  name(suffix: string): string;
  createDatabase(user: TestUser, suffix: string): Promise<api.Database>;
  createUser(
    user: TestUser,
    suffix: string,
    options?: { hosts?: string[]; grants?: [number, DatabasePrivilege][]; password?: string },
  ): Promise<api.DatabaseUserWithPassword>;
  /** Puts a user into a department. */
  inDepartment(user: TestUser, department: string): Promise<void>;
}

/** The suite of one test file; `env` adds settings (`MARIADB_URL: ''` for records only). */
export function databaseSuite(env: Record<string, string> = {}): DatabaseSuite {
  const suite = { prefix: testPrefix() } as DatabaseSuite;
  const departments = new Map<string, number>();
  suite.name = (suffix) => `${suite.prefix}${suffix}`;
  suite.inDepartment = async (user, department) => {
    const { pool } = suite.t.database;
    if (!departments.has(department)) {
      const { rows } = await pool.query<{ id: number }>('INSERT INTO departments (name) VALUES ($1) RETURNING id', [
        department,
      ]);
      departments.set(department, rows[0]!.id);
    }
    await pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [departments.get(department), user.id]);
    // The session caches its user: drop it, as a user edit does.
    suite.t.app.ctx.bus.publish({ type: 'users.changed', userIds: [user.id] });
  };
  suite.createDatabase = (user, suffix) =>
    suite.t.callOk(user, api.createDatabase, { body: { name: suite.name(suffix) } });
  suite.createUser = (user, suffix, options = {}) =>
    suite.t.callOk(user, api.createDatabaseUser, {
      body: {
        name: suite.name(suffix),
        hosts: options.hosts ?? ['%'],
        grants: (options.grants ?? []).map(([databaseId, privilege]) => ({ databaseId, privilege })),
        ...(options.password ? { password: options.password } : {}),
      },
    });

  beforeAll(async () => {
    await ensureMariaDb();
    suite.t = await createTestApp({ env: { MARIADB_URL, ...env } });
    suite.manager = await suite.t.createUser({ scopes: ALL_SCOPES });
    suite.other = await suite.t.createUser({ scopes: ALL_SCOPES });
    await suite.inDepartment(suite.manager, 'Hosting');
    await suite.inDepartment(suite.other, 'Agency');
  });
  afterAll(async () => {
    await suite.t?.close();
    await dropPrefixed(suite.prefix);
  });
  return suite;
}
