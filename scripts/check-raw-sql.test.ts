import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-raw-sql.mjs');
const roots: string[] = [];
const M = 'apps/server/src/modules';

/** Source text with `#{…}` for a template's `${…}` (so that these strings read as plain strings). */
const code = (text: string) => text.replaceAll('#{', '${');

/** Writes a throw-away repo and runs the checker on it, with its own allowlist. */
function check(files: Record<string, string>, allowed: Record<string, number> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'raw-sql-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code(text));
  }
  const run = spawnSync(process.execPath, [script, '--root', root, '--allowed', JSON.stringify(allowed)], {
    encoding: 'utf8',
  });
  const lines = run.stderr.split('\n').filter(Boolean);
  return {
    status: run.status,
    stdout: run.stdout,
    violations: lines.filter((line) => !line.startsWith('raw SQL:')),
    where: lines.filter((line) => !line.startsWith('raw SQL:')).map((line) => line.split(': ')[0]),
    summary: lines.find((line) => line.startsWith('raw SQL:')),
  };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-raw-sql', () => {
  it('passes the builder, sql fragments inside it, *.queries.ts, tests and core, and counts the files it read', () => {
    const result = check({
      [`${M}/qa/services/reviews.ts`]: [
        'const rows = await db.select().from(qaReviews).where(sql`#{qaReviews.score} >= #{n}`);',
        'await tx.update(qaReviews).set({ updatedAt: sql`now()` }).where(eq(qaReviews.id, id));',
        'const prepared = await db.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare("u");',
        'await prepared.execute({ id: 1 });',
        'await db.select().from(users).execute();',
        'const found = await db.query.users.findMany();',
        "const text = 'call pool.query(…) only in a queries file';",
      ].join('\n'),
      [`${M}/qa/services/statistics.queries.ts`]:
        'export const q = (db) => db.execute(sql`SELECT 1 FROM #{qaReviews}`);',
      [`${M}/qa/qa.test.ts`]: "await t.database.pool.query('DELETE FROM qa_reviews');",
      [`${M}/qa/testing/fixtures.ts`]: 'await ctx.db.execute(sql`INSERT INTO qa_chats DEFAULT VALUES`);',
      [`${M}/dns/test/pdns.ts`]: "await client.query('SELECT 1');",
      'apps/server/src/core/db/lists.ts': 'await db.execute(sql`SELECT count(*) FROM (#{query}) c`);',
    });
    expect(result.violations).toEqual([]);
    expect(result.stdout.trim()).toBe('raw SQL: 1 files, no violations');
    expect(result.status).toBe(0);
  });

  it('fails each way a whole statement is written, at its line', () => {
    const result = check({
      [`${M}/qa/services/a.ts`]: [
        'await tx.execute(sql`DELETE FROM qa_reviews WHERE id = #{id}`);', // 1
        'const { rows } = await db.execute<{', // 2
        '  id: number;',
        '  names: Record<string, number[]>;',
        '}>(',
        '  sql`SELECT id FROM qa_chats`,',
        ');',
        "await db.execute('VACUUM');", // 8
        'await db.execute(statement);', // 9
        "await ctx.pool.query('SELECT 1');", // 10
        'await ctx.pool', // 11
        "  .query('SELECT 2');",
        "const r = await client.query<{ n: number }>('SELECT 3', []);", // 13
        'await db.execute<Row>(`SELECT * FROM #{table}`);', // 14
      ].join('\n'),
    });
    expect(result.status).toBe(1);
    expect(result.where).toEqual([2, 2, 8, 9, 10, 12, 13, 14].map((n, i) => `${M}/qa/services/a.ts:${i ? n : 1}`));
    expect(result.violations[0]).toBe(
      `${M}/qa/services/a.ts:1: .execute(…) runs a whole SQL statement outside a *.queries.ts file (use drizzle's typed tables, or a *.queries.ts where a benchmark shows it pays)`,
    );
    expect(result.violations[5]).toContain(':12: pool.query(…) runs a whole SQL statement');
    expect(result.summary).toBe('raw SQL: 1 files, 8 violation(s)');
  });

  it('ignores calls in comments', () => {
    const result = check({
      [`${M}/qa/services/a.ts`]: [
        '// await tx.execute(sql`DELETE FROM qa_reviews`);',
        '/*',
        "await pool.query('SELECT 1');",
        '*/',
        '/** Runs like `db.execute(sql`…`)`, once. */',
        'export const value = 1;',
      ].join('\n'),
    });
    expect(result.violations).toEqual([]);
  });

  it('lets an allowed file keep exactly its count, and fails one more or one fewer', () => {
    const two = "await ctx.pool.query('SELECT 1');\nawait ctx.pool.query('SELECT 2');";
    const allowed = { [`${M}/auth/service.ts`]: 2 };
    expect(check({ [`${M}/auth/service.ts`]: two }, allowed).status).toBe(0);

    const more = check({ [`${M}/auth/service.ts`]: `${two}\nawait tx.execute(sql\`SELECT 3\`);` }, allowed);
    expect(more.status).toBe(1);
    expect(more.where).toEqual([
      `${M}/auth/service.ts:1`,
      `${M}/auth/service.ts:2`,
      `${M}/auth/service.ts:3`,
      `${M}/auth/service.ts`,
    ]);
    expect(more.violations.at(-1)).toBe(`${M}/auth/service.ts: 3 raw statements, 2 allowed (to move, not to add)`);

    const fewer = check({ [`${M}/auth/service.ts`]: "await ctx.pool.query('SELECT 1');" }, allowed);
    expect(fewer.violations).toEqual([`${M}/auth/service.ts: 1 raw statements, 2 allowed: lower its entry in ALLOWED`]);

    const gone = check({ [`${M}/auth/other.ts`]: 'export {};' }, allowed);
    expect(gone.violations).toEqual([`${M}/auth/service.ts: allowed but not found: remove its entry from ALLOWED`]);
  });

  it('fails loudly on a bad command line', () => {
    const run = spawnSync(process.execPath, [script, '--root'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--root needs a value');
  });
});
