// The machine's MariaDB for the databases module's tests (docs/database.md "Tests"): TEST_MARIADB_URL, by
// default root without a password on 127.0.0.1:3306, started when it does not answer (as test/pdns.ts
// starts PowerDNS). Test files run in parallel and on two engines against this one server: each names
// what it makes with a random prefix of its own and drops it afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as mariadb from 'mariadb';

export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mariadb://root@127.0.0.1:3306';
const MARIADBD = '/usr/sbin/mariadbd';

function target(url = MARIADB_URL) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  };
}

async function answers(): Promise<boolean> {
  const conn = await mariadb.createConnection({ ...target(), connectTimeout: 2000 }).catch(() => null);
  await conn?.end();
  return conn !== null;
}

/** Waits for the test server, starting the machine's mariadbd when it does not answer. */
export async function ensureMariaDb(): Promise<void> {
  if (await answers()) return;
  if (!existsSync(MARIADBD))
    throw new Error(`MariaDB does not answer at ${MARIADB_URL} and ${MARIADBD} is not installed`);
  execFileSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', MARIADBD]);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await answers()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`MariaDB did not answer at ${MARIADB_URL} within 30 s of starting ${MARIADBD}`);
}

/** A fresh name prefix for one test file: `t<8 hex>_`, so names stay short and valid. */
export const testPrefix = () => `t${randomBytes(4).toString('hex')}_`;

/** The test server as its administrator, for checking what a call did (close it with `end()`). */
export function adminConnection(): Promise<mariadb.Connection> {
  return mariadb.createConnection({ ...target(), connectTimeout: 3000 });
}

/** Signs in as a database user (fails as MariaDB refuses). */
export function connectAs(user: string, password: string, database?: string): Promise<mariadb.Connection> {
  const { host, port } = target();
  return mariadb.createConnection({
    host,
    port,
    user,
    password,
    connectTimeout: 3000,
    ...(database ? { database } : {}),
  });
}

export async function databaseExists(admin: mariadb.Connection, name: string): Promise<boolean> {
  const rows = await admin.query<unknown[]>('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
  return rows.length > 0;
}

export async function accountHosts(admin: mariadb.Connection, user: string): Promise<string[]> {
  const rows = await admin.query<{ host: string }[]>(
    'SELECT Host AS host FROM mysql.user WHERE User = ? ORDER BY Host',
    [user],
  );
  return rows.map((r) => r.host);
}

/** Drops every database and account whose name starts with `prefix` (a test file's afterAll). */
export async function dropPrefixed(prefix: string): Promise<void> {
  const admin = await adminConnection();
  try {
    const like = `${prefix.replace(/_/g, '\\_')}%`;
    const schemas = await admin.query<{ name: string }[]>(
      'SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?',
      [like],
    );
    for (const { name } of schemas) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    const accounts = await admin.query<{ user: string; host: string }[]>(
      'SELECT User AS user, Host AS host FROM mysql.user WHERE User LIKE ?',
      [like],
    );
    for (const { user, host } of accounts) await admin.query('DROP USER IF EXISTS ?@?', [user, host]);
  } finally {
    await admin.end();
  }
}

/**
 * An administrator account that may create databases and users but not grant (no GRANT OPTION): the
 * server then refuses a GRANT midway through a user's creation. Named with the prefix, so dropPrefixed removes it.
 */
export async function accountWithoutGrantOption(prefix: string): Promise<string> {
  const name = `${prefix}nogrant`;
  const password = randomBytes(12).toString('hex');
  const admin = await adminConnection();
  try {
    await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [name, '%', password]);
    await admin.query('GRANT CREATE, DROP, CREATE USER, SELECT ON *.* TO ?@?', [name, '%']);
  } finally {
    await admin.end();
  }
  const { host, port } = target();
  return `mariadb://${name}:${password}@${host}:${port}`;
}

/** A TCP port nothing listens on: MariaDB "unreachable". */
export const CLOSED_PORT_URL = 'mariadb://root@127.0.0.1:1';
