// Stored files (docs/architecture.md "Stored files"): a row in `stored_files` (use, visibility, name,
// sniffed type, size, SHA-256) and the bytes in the file store under the row's id. Modules save what
// an upload staged (upload.ts), keep the file's id or link in their own columns, and release it when
// their record no longer needs it; the orphan sweep (sweep.ts) catches whatever is left behind.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileIdOf, fileKindsLabel } from '@backoffice/contract';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { storedFiles } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { sniffType, TextCheck } from './sniff.js';
import { diskStore, type FileStore } from './store.js';
import { type FileReference, type FileUse, fileUseNamed, type StoredFile } from './uses.js';

const stores = new WeakMap<AppContext, FileStore>();

/** The app's file store: the disk under DATA_DIR/files/objects (the one place to pick another). */
export function fileStore(ctx: AppContext): FileStore {
  let store = stores.get(ctx);
  if (!store) {
    store = diskStore(path.join(ctx.config.dataDir, 'files', 'objects'));
    stores.set(ctx, store);
  }
  return store;
}

/** Where uploads are written while they arrive: on the store's volume, so keeping one is a rename. */
export function stagingDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'files', 'tmp');
}

/** A file written to the staging folder and checked: its type sniffed, its size and hash known. */
export interface StagedFile {
  use: FileUse;
  /** The form field it came in. */
  field: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The local file in the staging folder. */
  localFile: string;
}

/** Keeps a staged file: its bytes go to the store, then its row is written (a row always has bytes). */
export async function saveStaged(ctx: AppContext, staged: StagedFile, createdBy: number | null): Promise<StoredFile> {
  const id = randomUUID();
  const store = fileStore(ctx);
  await store.put(id, staged.localFile);
  try {
    const [row] = await ctx.db
      .insert(storedFiles)
      .values({
        id,
        use: staged.use.name,
        visibility: staged.use.visibility,
        name: staged.name,
        contentType: staged.contentType,
        size: staged.size,
        sha256: staged.sha256,
        createdBy,
      })
      .returning();
    return row!;
  } catch (error) {
    await store.remove(id);
    throw error;
  }
}

/**
 * Stores bytes the server made (the demo's avatars): checked against the use like an upload, so a
 * row never holds a type its use refuses.
 */
export async function storeBytes(
  ctx: AppContext,
  use: FileUse,
  file: { bytes: Buffer; name: string; createdBy: number | null },
): Promise<StoredFile> {
  const dir = stagingDir(ctx);
  await mkdir(dir, { recursive: true });
  const localFile = path.join(dir, randomUUID());
  await writeFile(localFile, file.bytes, { flag: 'wx' });
  try {
    const check = new TextCheck();
    check.push(file.bytes);
    const contentType = await sniffType(localFile, use.accept, { isText: check.isText, name: file.name });
    if (!contentType) throw badRequest('file', `Upload ${fileKindsLabel(use.accept)}`);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const staged = { use, field: 'file', name: file.name, contentType, size: file.bytes.length, sha256, localFile };
    return await saveStaged(ctx, staged, file.createdBy);
  } finally {
    await rm(localFile, { force: true });
  }
}

/** The row of a file by its id or link, or null. */
export async function findStoredFile(ctx: AppContext, idOrPath: string): Promise<StoredFile | null> {
  const id = fileIdOf(idOrPath);
  if (!id) return null;
  const [row] = await ctx.db.select().from(storedFiles).where(sql`${storedFiles.id} = ${id}`);
  return row ?? null;
}

/** The SQL that reads a file id out of a reference column (its value, or the id in its link). */
export function referencedId(reference: FileReference) {
  return reference.holds === 'id'
    ? sql`${reference.column}::text`
    : sql`substring(${reference.column} from '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')`;
}

/** `NOT EXISTS` a row of any of the use's reference columns naming the stored file `fileId`. */
export function unreferenced(use: FileUse, fileId = sql`${storedFiles.id}::text`) {
  const clauses = use.references.map(
    (reference) =>
      sql`NOT EXISTS (SELECT 1 FROM ${reference.column.table} WHERE ${referencedId(reference)} = ${fileId})`,
  );
  return clauses.length ? sql.join(clauses, sql` AND `) : sql`TRUE`;
}

/** Deletes files, row and bytes, whatever references them (a module whose record goes for good). */
export async function deleteStoredFiles(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const wanted = ids.map(fileIdOf).filter((id): id is string => id !== null);
  if (!wanted.length) return;
  const deleted = await ctx.db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, wanted))
    .returning({ id: storedFiles.id });
  await removeBytes(
    ctx,
    deleted.map((d) => d.id),
  );
}

/**
 * Called after a record let go of files (a picture replaced, a record deleted): deletes each file
 * (by id or link; nulls are skipped) that no reference column of its use names any more. A file
 * still named elsewhere stays.
 */
export async function releaseFiles(ctx: AppContext, idsOrLinks: readonly (string | null | undefined)[]) {
  const ids = idsOrLinks.map((v) => (v ? fileIdOf(v) : null)).filter((id): id is string => id !== null);
  if (!ids.length) return;
  const rows = await ctx.db
    .select({ id: storedFiles.id, use: storedFiles.use })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  const released: string[] = [];
  for (const row of rows) {
    const use = fileUseNamed(row.use);
    if (!use) continue; // its module is gone or not loaded: the sweep leaves it too
    const deleted = await ctx.db
      .delete(storedFiles)
      .where(sql`${storedFiles.id} = ${row.id} AND ${unreferenced(use)}`)
      .returning({ id: storedFiles.id });
    released.push(...deleted.map((d) => d.id));
  }
  await removeBytes(ctx, released);
}

async function removeBytes(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const store = fileStore(ctx);
  for (const id of ids) {
    // A row is gone: bytes that cannot be removed now are an orphan the sweep removes later.
    await store.remove(id).catch((err) => ctx.log.warn({ err, id }, 'stored file bytes not removed'));
  }
}
