import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const script = path.join(scripts, 'check-migrations.mjs');
const migrations = path.join(scripts, '../apps/server/drizzle');
const temps: string[] = [];

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

// Each test runs drizzle-kit in a child process: seconds on a loaded machine, so not the default 5 s.
describe('check-migrations', { timeout: 60_000 }, () => {
  it('passes while the schema and the committed migrations agree, and writes nothing', () => {
    const before = readdirSync(migrations, { recursive: true }).sort();
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('migrations: the schema and the migrations agree');
    expect(result.status).toBe(0);
    expect(readdirSync(migrations, { recursive: true }).sort()).toEqual(before);
  });

  it('fails when drizzle-kit generate would write a migration (here: the last one that changes the schema is missing)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    temps.push(dir);
    const copy = path.join(dir, 'drizzle');
    cpSync(migrations, copy, { recursive: true });
    const journalFile = path.join(copy, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const snapshot = (idx: number) => path.join(copy, `meta/${String(idx).padStart(4, '0')}_snapshot.json`);
    // The tables as drizzle-kit sees them, keys sorted (a custom migration's snapshot writes them in its own order).
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, v]) => [k, sorted(v)]),
            )
          : value;
    const tablesOf = (idx: number) =>
      JSON.stringify(sorted((JSON.parse(readFileSync(snapshot(idx), 'utf8')) as { tables: unknown }).tables));
    // A migration that only inserts rows (seed data) changes no schema: removed alone, generate writes
    // nothing. So the last migrations are removed back to, and with, the last that changed the schema.
    const removed: { idx: number; tag: string }[] = [];
    for (;;) {
      const last = journal.entries.pop()!;
      removed.push(last);
      const before = journal.entries.at(-1);
      if (!before || tablesOf(last.idx) !== tablesOf(before.idx)) break;
    }
    writeFileSync(journalFile, JSON.stringify(journal, null, 2));
    for (const entry of removed) {
      rmSync(path.join(copy, `${entry.tag}.sql`));
      rmSync(snapshot(entry.idx));
    }

    const result = run('--migrations', copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^migrations: the schema and the migrations in .* disagree: drizzle-kit generate would add \d{4}_\w+\.sql, meta\/\d{4}_snapshot\.json and change meta\/_journal\.json\. Run `npm run db:generate/,
    );
    // The folder checked is left as it was.
    expect(readdirSync(copy).sort()).toEqual(
      readdirSync(migrations)
        .filter((f) => !removed.some((entry) => f === `${entry.tag}.sql`))
        .sort(),
    );
  });
});
