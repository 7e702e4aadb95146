// The orphan sweep (a core job, daily): removes stored files no declared column references, bytes
// in the store without a row, and staged uploads a crash left behind. Everything younger than the
// grace period is left alone: an upload is saved a moment before its record names it.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { storedFiles } from '../db/schema.js';
import { fileStore, stagingDir, unreferenced } from './service.js';
import { allFileUses } from './uses.js';

export const SWEEP_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 500;

export interface SweepResult {
  /** Rows (and their bytes) no reference named. */
  files: number;
  /** Bytes in the store without a row. */
  objects: number;
  /** Staged uploads never kept. */
  staged: number;
}

export async function sweepFiles(
  ctx: AppContext,
  { now = new Date(), graceMs = SWEEP_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const store = fileStore(ctx);
  const uses = allFileUses();

  let files = 0;
  for (const use of uses) {
    const deleted = await ctx.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.use, use.name), lt(storedFiles.createdAt, cutoff), unreferenced(use)))
      .returning({ id: storedFiles.id });
    for (const { id } of deleted) await store.remove(id);
    files += deleted.length;
  }
  // Rows of a use no loaded module declares are kept: nobody can tell what references them.
  const strays = await ctx.db
    .selectDistinct({ use: storedFiles.use })
    .from(storedFiles)
    .where(
      uses.length
        ? notInArray(
            storedFiles.use,
            uses.map((u) => u.name),
          )
        : sql`TRUE`,
    );
  if (strays.length) ctx.log.warn({ uses: strays.map((s) => s.use) }, 'stored files of undeclared uses kept');

  let objects = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set(
      (await ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, batch))).map(
        (r) => r.id,
      ),
    );
    for (const id of batch.filter((id) => !known.has(id))) {
      await store.remove(id);
      objects += 1;
    }
    batch = [];
  };
  for await (const object of store.list()) {
    if (object.modifiedAt >= cutoff) continue;
    batch.push(object.id);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();

  let staged = 0;
  const dir = stagingDir(ctx);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && info.mtime < cutoff) {
      await rm(path.join(dir, name), { force: true, recursive: true });
      staged += 1;
    }
  }
  if (files || objects || staged) ctx.log.info({ files, objects, staged }, 'stored files swept');
  return { files, objects, staged };
}
