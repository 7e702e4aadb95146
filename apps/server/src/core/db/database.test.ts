import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'bo-db-'));
  dirs.push(d);
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
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open|in use/);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const db = await openDatabase({ dataDir });
    await db.close();
  });

  it('does not block the event loop while a heavy query runs', async () => {
    const db = await openDatabase({ dataDir: tempDir() });
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
    const db = await openDatabase({ dataDir: tempDir() });
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
});
