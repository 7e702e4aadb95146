import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../core/db/database.js';
import { openTestDatabase, type TestDatabase, testEngine } from './helpers.js';
import { embeddedTemplate, migrationsHash, postgresTemplate } from './template-database.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const opened: TestDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

describe('test databases from a template', () => {
  it('gives each test a migrated, empty database of its own', async () => {
    const [first, second] = [await open(), await open()];
    for (const database of [first, second]) {
      const applied = await database.pool.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows).toEqual([{ n: journal.entries.length }]);
      const users = await database.pool.query('SELECT count(*) AS n FROM users');
      expect(users.rows).toEqual([{ n: 0 }]);
    }
    await first.pool.query("INSERT INTO settings (key, value) VALUES ('template-probe', 'first')");
    const seen = await second.pool.query("SELECT value FROM settings WHERE key = 'template-probe'");
    expect(seen.rows).toEqual([]);
  }, 180_000);

  it('keys the template by the migrations: another migration makes another template', async () => {
    // The migrations folder plus one migration hashes differently from the folder as committed.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'bo-migrations-'));
    dirs.push(folder);
    cpSync(migrationsFolder, folder, { recursive: true });
    const current = migrationsHash();
    expect(migrationsHash(folder)).toBe(current);
    writeFileSync(path.join(folder, '9999_next.sql'), 'CREATE TABLE next_thing (id integer);');
    const next = migrationsHash(folder);
    expect(next).not.toBe(current);

    // Made apart from the suite's templates (a folder, a name prefix of its own), so the suite's stay.
    if (testEngine === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const prefix = 'bo_test_tplcheck_';
      const names = async () => {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        try {
          const { rows } = await admin.query<{ datname: string }>(
            "SELECT datname FROM pg_database WHERE datname LIKE 'bo\\_test\\_tplcheck\\_%' ORDER BY datname",
          );
          return rows.map((row) => row.datname);
        } finally {
          await admin.end();
        }
      };
      try {
        const before = await postgresTemplate(adminUrl, { hash: current, prefix });
        const after = await postgresTemplate(adminUrl, { hash: next, prefix });
        expect(after).not.toBe(before);
        // The template of the older migrations went when the new one was made.
        expect(await names()).toEqual([after]);
      } finally {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        for (const name of await names()) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    } else {
      const root = mkdtempSync(path.join(os.tmpdir(), 'bo-templates-'));
      dirs.push(root);
      const made = await embeddedTemplate({ hash: next, root });
      expect(made).toBe(path.join(root, `bo-test-template-${next}`));
      expect(existsSync(path.join(made, 'PG_VERSION'))).toBe(true);
      // A complete template, and nothing of the build left beside it.
      expect(readdirSync(root)).toEqual([`bo-test-template-${next}`]);
    }
  }, 180_000);
});
