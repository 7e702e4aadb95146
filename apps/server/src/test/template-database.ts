// Test databases cloned from a migrated template. Every test file gets its own empty, fully migrated
// database; making one from scratch (initdb and every migration on PGlite, CREATE DATABASE and every
// migration on PostgreSQL) took 15–27 s and ~2 s, a copy of a database migrated once takes a fraction.
// The template is keyed by a hash of the migrations folder: a new or edited migration makes a new
// template, and `openDatabase` still runs the migrations on each clone (finding nothing to do), so
// a test never sees a schema other than the committed one.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../core/db/database.js';

/** A hash of the migrations folder: every file's path and contents (SQL, journal, snapshots). */
export function migrationsHash(folder: string = migrationsFolder): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(folder, file)).isFile())
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where a template is made, and under which key; the defaults are the suite's, a test of this file passes its own. */
export interface TemplateOptions {
  /** The migrations' hash (`migrationsHash()`). */
  hash?: string;
  /** PGlite: the folder holding the templates (the system's temp dir). */
  root?: string;
  /** PostgreSQL: the templates' name prefix; older templates are the databases named with it. */
  prefix?: string;
}

// ---- PGlite: a migrated data dir, copied ----

const EMBEDDED_PREFIX = 'bo-test-template-';
/** An unused template of other migrations (another checkout's), or a build a crash left, goes after this long. */
const STALE_EMBEDDED_MS = 60 * 60 * 1000;

/** The templates this process made or found, by path: several test databases opened at once share one build. */
const embeddedTemplates = new Map<string, Promise<void>>();

/**
 * The PGlite data dir (the `pgdata` of a DATA_DIR) migrated with the current migrations, made on
 * first use: built in a temp dir, closed cleanly, then renamed into place, so a template is complete
 * or absent. When two test processes build it at once, the first rename wins and the other's build
 * is thrown away.
 */
export async function embeddedTemplate(options: TemplateOptions = {}): Promise<string> {
  const root = options.root ?? os.tmpdir();
  const dir = path.join(root, `${EMBEDDED_PREFIX}${options.hash ?? migrationsHash()}`);
  let made = embeddedTemplates.get(dir);
  if (!made) {
    made = makeEmbeddedTemplate(root, dir);
    embeddedTemplates.set(dir, made);
    made.catch(() => embeddedTemplates.delete(dir));
  }
  await made;
  return dir;
}

async function makeEmbeddedTemplate(root: string, dir: string): Promise<void> {
  if (existsSync(dir)) return;
  // The build's DATA_DIR: the lock file stays there and the socket in a dir of its own
  // (database.ts openEmbedded), so the renamed `pgdata` holds the database's files only.
  const building = mkdtempSync(path.join(root, `${EMBEDDED_PREFIX}build-`));
  try {
    const database = await openDatabase({ dataDir: building });
    await database.close();
    try {
      renameSync(path.join(building, 'pgdata'), dir);
    } catch (error) {
      // Another process renamed its build first (the target exists and is not empty): use theirs.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeStaleEmbeddedTemplates(root, dir);
}

/** Removes the other templates nobody has copied for an hour (a clone touches its template). */
function removeStaleEmbeddedTemplates(root: string, current: string): void {
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    if (!name.startsWith(EMBEDDED_PREFIX) || dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_EMBEDDED_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** Copies the template into `dataDir` as its `pgdata`: `openDatabase({ dataDir })` then opens it migrated. */
export async function cloneEmbeddedTemplate(dataDir: string, options: TemplateOptions = {}): Promise<void> {
  let template = await embeddedTemplate(options);
  // One removed as unused by another checkout's run while this process ran is made again.
  if (!existsSync(template)) {
    embeddedTemplates.delete(template);
    template = await embeddedTemplate(options);
  }
  // A clone marks its template as used: the others are removed after an hour unused.
  const now = new Date();
  utimesSync(template, now, now);
  cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
}

// ---- PostgreSQL: a migrated database, the TEMPLATE of CREATE DATABASE ----

const POSTGRES_PREFIX = 'bo_test_template_';
/** The advisory lock (on the admin database) under which a template is made; 727001 guards migrations. */
const TEMPLATE_LOCK = 727002;
/** PostgreSQL's codes: the template has connections (55006), the template is gone (3D000). */
const OBJECT_IN_USE = '55006';
const UNDEFINED_DATABASE = '3D000';

/** The templates this process made or found, by admin URL and name. */
const postgresTemplates = new Map<string, Promise<string>>();

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Runs a statement that needs the named database free of other connections. A connection just
 * closed by a pool may still be on its way out: PostgreSQL waits up to 5 s for it, and this waits a
 * little more.
 */
async function whenFree(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * The name of the PostgreSQL template for the current migrations, made on first use. Its making is
 * guarded by an advisory lock on the admin connection, so one process makes it and the others find it;
 * it is migrated under another name and renamed when complete (a crash leaves no half-made template).
 * Making one drops the older templates. The template takes no connections, not even autovacuum's:
 * a clone never finds it in use.
 */
export function postgresTemplate(adminUrl: string, options: TemplateOptions = {}): Promise<string> {
  const prefix = options.prefix ?? POSTGRES_PREFIX;
  const name = `${prefix}${(options.hash ?? migrationsHash()).slice(0, 8)}`;
  const key = `${adminUrl} ${name}`;
  let made = postgresTemplates.get(key);
  if (!made) {
    made = makePostgresTemplate(adminUrl, prefix, name).then(() => name);
    postgresTemplates.set(key, made);
    made.catch(() => postgresTemplates.delete(key));
  }
  return made;
}

async function makePostgresTemplate(adminUrl: string, prefix: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    // Session-level: released by the unlock below, or by the connection's end if this fails.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      // Older templates (earlier migrations) and a build a crash left (`<name>_build`).
      const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
      const older = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        like,
      ]);
      for (const { datname } of older.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      const building = `${name}_build`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: os.tmpdir() });
      await database.close();
      await admin.query(`ALTER DATABASE "${building}" ALLOW_CONNECTIONS false`);
      await whenFree(() => admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    }
  });
}

/**
 * Creates the database `name` as a copy of the template. Two test processes may clone at once.
 * When the template is gone (dropped by a checkout with other migrations, which made its own), it is
 * made again.
 */
export async function clonePostgresTemplate(
  adminUrl: string,
  name: string,
  options: TemplateOptions = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const template = await postgresTemplate(adminUrl, options);
    try {
      await withAdmin(adminUrl, (admin) =>
        whenFree(() => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)),
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_DATABASE || attempt >= 3) throw error;
      postgresTemplates.delete(`${adminUrl} ${template}`);
    }
  }
}
