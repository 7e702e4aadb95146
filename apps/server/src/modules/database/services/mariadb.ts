// The MariaDB server databases and users are provisioned on (docs/database.md "Provisioning"): one small
// pool per MARIADB_URL, opened on first use and closed with the app, and every statement we send it.
// Names reach MariaDB only after rules/database.ts passed them, and even then quoted: database names
// in backticks (escaped, and `_` escaped in GRANT/REVOKE where it is a wildcard), user names, hosts and
// passwords as placeholders (the connector escapes them). An error keeps MariaDB's own text only: the
// connector's message repeats the statement's parameters, a password among them.

import { type DatabasePrivilege, PRIVILEGE_GRANTS } from '@backoffice/contract/rules/database';
import * as mariadb from 'mariadb';
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import { databaseSettings, type MariaDbTarget } from '../settings.js';

/** Seconds a connection may take before the server counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 3_000;

const pools = new WeakMap<AppContext, Map<string, mariadb.Pool>>();

function poolOf(ctx: AppContext, target: MariaDbTarget): mariadb.Pool {
  let byUrl = pools.get(ctx);
  if (!byUrl) {
    byUrl = new Map();
    pools.set(ctx, byUrl);
  }
  let pool = byUrl.get(target.url);
  if (!pool) {
    pool = mariadb.createPool({
      host: target.host,
      port: target.port,
      user: target.user,
      password: target.password,
      connectionLimit: 3,
      minimumIdle: 0,
      idleTimeout: 60,
      connectTimeout: CONNECT_TIMEOUT_MS,
      acquireTimeout: CONNECT_TIMEOUT_MS + 500,
      // Never repeat a statement's parameters (passwords) in an error or a log.
      logParam: false,
    });
    byUrl.set(target.url, pool);
  }
  return pool;
}

/** Ends the app's pools (module.ts onClose). */
export async function closeMariaPools(ctx: AppContext): Promise<void> {
  const byUrl = pools.get(ctx);
  if (!byUrl) return;
  pools.delete(ctx);
  await Promise.allSettled([...byUrl.values()].map((pool) => pool.end()));
}

/** A failure on the MariaDB side: `unreachable` (503) or `refused` (502). Its message is MariaDB's, without parameters. */
export class MariaError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
    readonly errno?: number,
  ) {
    super(message);
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ER_GET_CONNECTION_TIMEOUT',
  'ER_CONNECTION_TIMEOUT',
  'ER_SOCKET_UNEXPECTED_CLOSE',
  'ER_CLOSING_POOL',
  'PROTOCOL_CONNECTION_LOST',
]);

function asMariaError(target: MariaDbTarget, error: unknown): MariaError {
  if (error instanceof MariaError) return error;
  const e = error as Partial<mariadb.SqlError> & { code?: string };
  if (e.code && (UNREACHABLE.has(e.code) || (e.fatal && !e.sqlState?.startsWith('28')))) {
    return new MariaError('unreachable', `the MariaDB server at ${target.label} did not answer`);
  }
  const text = (e.sqlMessage ?? e.text ?? '').split('\n')[0]?.trim() || 'an unexpected error';
  return new MariaError('refused', `MariaDB answered: ${text}`, e.errno);
}

/** The API error for a MariaDB failure of `action`; nothing was kept. */
export function serverError(action: string, error: unknown): never {
  if (error instanceof MariaError) {
    const unreachable = error.kind === 'unreachable';
    throw new AppError(
      unreachable ? 'DATABASE_SERVER_UNAVAILABLE' : 'DATABASE_SERVER_REFUSED',
      `${action}: ${error.message}. Nothing was changed.`,
      undefined,
      undefined,
      unreachable ? 503 : 502,
    );
  }
  throw error;
}

/** The provisioning target, or null when MARIADB_URL is unset (records only). */
export function mariaTarget(ctx: AppContext): MariaDbTarget | null {
  return databaseSettings.of(ctx).mariadb;
}

/** Runs `work` on one connection of the target's pool; every failure comes out as a MariaError. */
export async function onServer<T>(
  ctx: AppContext,
  target: MariaDbTarget,
  work: (server: MariaSession) => Promise<T>,
): Promise<T> {
  let conn: mariadb.PoolConnection;
  try {
    conn = await poolOf(ctx, target).getConnection();
  } catch (error) {
    throw asMariaError(target, error);
  }
  try {
    return await work(new MariaSession(conn, target));
  } catch (error) {
    // A refusal of ours made inside (a name the server already has) goes out as it is.
    if (error instanceof AppError) throw error;
    throw asMariaError(target, error);
  } finally {
    await conn.release().catch(() => {});
  }
}

/** A database name as an identifier: backticks, any backtick doubled (names never hold one). */
const identifier = (name: string) => `\`${name.replace(/`/g, '``')}\``;
/** In GRANT and REVOKE, `_` and `%` are wildcards at the database level: escaped, they mean themselves. */
const grantTarget = (name: string) => `${identifier(name.replace(/([_%\\])/g, '\\$1'))}.*`;

/** How a grant's database reads in mysql.db and information_schema (wildcards escaped). */
export const grantedSchemaName = (name: string) => name.replace(/([_%\\])/g, '\\$1');

/** What MariaDB keeps of one account, to put it back as it was (kept in memory for one request only). */
export interface AccountSnapshot {
  user: string;
  host: string;
  create: string;
  grants: string[];
}

/** Every privilege `ALL PRIVILEGES` gives on one database (MariaDB 10.11), as information_schema names them. */
export const ALL_DATABASE_PRIVILEGES = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'CREATE',
  'DROP',
  'REFERENCES',
  'INDEX',
  'ALTER',
  'CREATE TEMPORARY TABLES',
  'LOCK TABLES',
  'EXECUTE',
  'CREATE VIEW',
  'SHOW VIEW',
  'CREATE ROUTINE',
  'ALTER ROUTINE',
  'EVENT',
  'TRIGGER',
  'DELETE HISTORY',
] as const;

/** The statements of one connection; names are checked by the callers and quoted here. */
export class MariaSession {
  constructor(
    private readonly conn: mariadb.PoolConnection,
    readonly target: MariaDbTarget,
  ) {}

  private run<T = unknown>(statement: string, values: unknown[] = []): Promise<T> {
    return this.conn.query<T>(statement, values);
  }

  async databaseExists(name: string): Promise<boolean> {
    const rows = await this.run<unknown[]>('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    return rows.length > 0;
  }

  createDatabase(name: string) {
    return this.run(`CREATE DATABASE ${identifier(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }

  dropDatabase(name: string) {
    return this.run(`DROP DATABASE IF EXISTS ${identifier(name)}`);
  }

  async accountExists(user: string, host: string): Promise<boolean> {
    const rows = await this.run<unknown[]>('SELECT 1 FROM mysql.user WHERE User = ? AND Host = ?', [user, host]);
    return rows.length > 0;
  }

  createAccount(user: string, host: string, password: string) {
    return this.run('CREATE USER ?@? IDENTIFIED BY ?', [user, host, password]);
  }

  /** Another account with the password hash of an existing one (a host added without a new password). */
  createAccountWithHash(user: string, host: string, hash: string) {
    return this.run('CREATE USER ?@? IDENTIFIED BY PASSWORD ?', [user, host, hash]);
  }

  /** The password hash of an account (mysql_native_password), or null. Kept in memory for one request only. */
  async passwordHash(user: string, host: string): Promise<string | null> {
    const rows = await this.run<{ hash: string }[]>(
      'SELECT authentication_string AS hash FROM mysql.user WHERE User = ? AND Host = ?',
      [user, host],
    );
    return rows[0]?.hash || null;
  }

  setPassword(user: string, host: string, password: string) {
    return this.run('ALTER USER ?@? IDENTIFIED BY ?', [user, host, password]);
  }

  dropAccount(user: string, host: string) {
    return this.run('DROP USER IF EXISTS ?@?', [user, host]);
  }

  grant(user: string, host: string, database: string, privilege: DatabasePrivilege) {
    const privileges = PRIVILEGE_GRANTS[privilege].join(', ');
    return this.run(`GRANT ${privileges} ON ${grantTarget(database)} TO ?@?`, [user, host]);
  }

  /** Takes every privilege on the database back; an account holding none there is left as it is. */
  async revoke(user: string, host: string, database: string): Promise<void> {
    await this.run(`REVOKE ALL PRIVILEGES ON ${grantTarget(database)} FROM ?@?`, [user, host]).catch(
      (error: { errno?: number }) => {
        // 1141: there is no such grant (dropped behind our back, or never made).
        if (error.errno !== 1141) throw error;
      },
    );
  }

  /** The account as it is now (its password hash and grants), or null when there is none. */
  async snapshot(user: string, host: string): Promise<AccountSnapshot | null> {
    if (!(await this.accountExists(user, host))) return null;
    const [create] = await this.run<Record<string, string>[]>('SHOW CREATE USER ?@?', [user, host]);
    const grants = await this.run<Record<string, string>[]>('SHOW GRANTS FOR ?@?', [user, host]);
    return {
      user,
      host,
      create: Object.values(create ?? {})[0] ?? '',
      grants: grants.map((g) => Object.values(g)[0] ?? '').filter((g) => !/^GRANT USAGE ON \*\.\* /.test(g)),
    };
  }

  /** Puts an account back as `snapshot` found it (dropping it when it did not exist). Statements are MariaDB's own. */
  async restore(user: string, host: string, snapshot: AccountSnapshot | null): Promise<void> {
    await this.dropAccount(user, host);
    if (!snapshot) return;
    await this.run(snapshot.create);
    for (const grant of snapshot.grants) await this.run(grant);
  }

  /** The schemas on the server, for the drift check. */
  async schemaNames(): Promise<Set<string>> {
    const rows = await this.run<{ name: string }[]>('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA');
    return new Set(rows.map((r) => r.name));
  }

  /** The accounts on the server, as `user@host`. */
  async accountNames(): Promise<Set<string>> {
    const rows = await this.run<{ user: string; host: string }[]>('SELECT User AS user, Host AS host FROM mysql.user');
    return new Set(rows.map((r) => `${r.user}@${r.host}`));
  }

  /** Database-level privileges by account (`'user'@'host'`) and granted schema (wildcards escaped). */
  async schemaPrivileges(): Promise<Map<string, Map<string, Set<string>>>> {
    const rows = await this.run<{ grantee: string; schema: string; privilege: string }[]>(
      'SELECT GRANTEE AS grantee, TABLE_SCHEMA AS `schema`, PRIVILEGE_TYPE AS privilege FROM information_schema.SCHEMA_PRIVILEGES',
    );
    const byAccount = new Map<string, Map<string, Set<string>>>();
    for (const row of rows) {
      const bySchema = byAccount.get(row.grantee) ?? new Map<string, Set<string>>();
      byAccount.set(row.grantee, bySchema);
      const privileges = bySchema.get(row.schema) ?? new Set<string>();
      bySchema.set(row.schema, privileges);
      privileges.add(row.privilege);
    }
    return byAccount;
  }
}

/** `'user'@'host'` as information_schema names a grantee. */
export const granteeOf = (user: string, host: string) => `'${user}'@'${host}'`;

/** The level a set of database privileges amounts to, or null when it is none of ours. */
export function privilegeLevel(found: ReadonlySet<string>): DatabasePrivilege | null {
  const same = (wanted: readonly string[]) => wanted.length === found.size && wanted.every((p) => found.has(p));
  if (same(PRIVILEGE_GRANTS.read)) return 'read';
  if (same(PRIVILEGE_GRANTS.readwrite)) return 'readwrite';
  if (same(ALL_DATABASE_PRIVILEGES)) return 'all';
  return null;
}
