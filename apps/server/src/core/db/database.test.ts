import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cloneEmbeddedTemplate } from '../../test/template-database.js';
import { openDatabase, PoolInTransactionError } from './database.js';
import { settings } from './schema.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'bo-db-'));
  dirs.push(d);
  return d;
}

/**
 * A DATA_DIR holding a copy of the migrated template (test/template-database.ts): a test of something
 * other than the migrations opens it without an initdb and every migration (some 10 s a test on PGlite).
 */
async function migratedDir() {
  const d = tempDir();
  await cloneEmbeddedTemplate(d);
  return d;
}

describe('embedded database', () => {
  it('keeps data across a restart and applies migrations once', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.pool.query("INSERT INTO settings (key, value) VALUES ('probe', 'kept')");
    await first.close();
    const second = await openDatabase({ dataDir });
    const { rows } = await second.pool.query("SELECT value FROM settings WHERE key = 'probe'");
    expect(rows).toEqual([{ value: 'kept' }]);
    await second.close();
  });

  it('refuses a second open of the same DATA_DIR while the first holds it', async () => {
    const dataDir = await migratedDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open|in use/);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = await migratedDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const db = await openDatabase({ dataDir });
    await db.close();
  });

  it('does not block the event loop while a heavy query runs', async () => {
    const db = await openDatabase({ dataDir: await migratedDir() });
    try {
      const heavy = db.pool.query('SELECT count(*) FROM generate_series(1, 3000000) a');
      // Timers keep firing while the worker thread runs the query.
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      await heavy;
      clearInterval(timer);
      expect(ticks).toBeGreaterThan(5);
    } finally {
      await db.close();
    }
  });
});

describe('a failed statement', () => {
  it('leaves the connection usable for the very next statement', async () => {
    const db = await openDatabase({ dataDir: await migratedDir() });
    try {
      for (const [statement, args] of [
        ['SELECT $1::int AS v', ['99999999999']],
        ['SELECT $1::text AS v', ['a\u0000b']],
        ['SELECT 1/0 AS v', []],
        ['SELECT nope FROM nowhere', []],
        ["INSERT INTO settings (key, value) VALUES ('dup', '1'), ('dup', '2')", []],
      ] as const) {
        await expect(db.pool.query(statement, [...args])).rejects.toHaveProperty('code');
        const next = await db.pool.query('SELECT 1 AS one');
        expect(next.rows, statement).toEqual([{ one: 1 }]);
      }
    } finally {
      await db.close();
    }
  });

  it('refuses the pool inside a transaction at once, instead of waiting for its own connection', async () => {
    const db = await openDatabase({ dataDir: await migratedDir() });
    try {
      const attempts = await db.db
        .transaction(async (tx) => {
          await tx.insert(settings).values({ key: 'guarded', value: '1' });
          const viaPool = await db.pool.query('SELECT 1').catch((e: unknown) => e);
          const viaDb = await db.db
            .select()
            .from(settings)
            .catch((e: unknown) => e);
          const nested = await db.db.transaction(async () => 1).catch((e: unknown) => e);
          return [viaPool, viaDb, nested];
        })
        .catch((e: unknown) => e);
      expect(Array.isArray(attempts)).toBe(true);
      // (drizzle wraps a failed query: the refusal is its cause)
      const refusal = (e: unknown) => (e instanceof PoolInTransactionError ? e : (e as { cause?: unknown }).cause);
      for (const attempt of attempts as unknown[]) expect(refusal(attempt)).toBeInstanceOf(PoolInTransactionError);
      // The transaction committed, and the pool works again outside it.
      const { rows } = await db.db.execute(sql`SELECT value FROM settings WHERE key = 'guarded'`);
      expect(rows).toEqual([{ value: '1' }]);
    } finally {
      await db.close();
    }
  });
});
