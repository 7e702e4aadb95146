// The file manager's folders (docs/files.md "Folders"): a tree whose rows keep their way down from the
// top (`path`), so a subtree is one prefix and moving one rewrites the prefix of everything in it; the
// grants and files inside keep their rows (and so their grants). Deleting a folder takes everything in
// it along and says how much.
import {
  type CreateFolderBody,
  FOLDER_FILES_SHOWN,
  type Folder,
  type FolderDetail,
  type UpdateFolderBody,
} from '@backoffice/contract/modules/files';
import { and, asc, count, eq, inArray, isNull, like, ne, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { escapeLike } from '../../../core/db/lists.js';
import { AppError, forbidden, notFound } from '../../../core/errors.js';
import { releaseFiles } from '../../../core/files/service.js';
import { fileManagerFiles, fileManagerFolders } from '../schema.js';
import { fileRules, folderRules, type Reader } from './access.js';
import { syncVisibility } from './uses.js';
import { type FolderRow, grantsOn, selectFiles, selectFolders, toFileEntry, toFolder } from './views.js';

export const FOLDER_ENTITY = 'file-manager-folder';

/** A folder with the reader's permissions, when the reader may see it. */
export async function findFolder(db: Executor, reader: Reader, id: number): Promise<FolderRow | null> {
  const [row] = await selectFolders(db, reader, and(eq(fileManagerFolders.id, id), folderRules.canRead(reader)));
  return row ?? null;
}

/** The folder something is put into: seen (else 404) and writable by the reader (else 403). */
export async function targetFolder(db: Executor, reader: Reader, id: number): Promise<FolderRow> {
  const folder = await findFolder(db, reader, id);
  if (!folder) throw notFound('Folder');
  if (!folder.canWrite) {
    throw forbidden(`You may only read the folder "${folder.name}": ask its owner for write access`);
  }
  return folder;
}

const sameName = (parentId: number | null, name: string) =>
  and(
    parentId === null ? isNull(fileManagerFolders.parentId) : eq(fileManagerFolders.parentId, parentId),
    sql`lower(${fileManagerFolders.name}) = lower(${name})`,
  );

async function refuseTakenName(db: Executor, parentId: number | null, name: string, except?: number) {
  const [taken] = await db
    .select({ id: fileManagerFolders.id })
    .from(fileManagerFolders)
    .where(and(sameName(parentId, name), except === undefined ? undefined : ne(fileManagerFolders.id, except)));
  if (taken) {
    throw new AppError('FILES_NAME_TAKEN', `body.name: A folder named "${name}" is already there`, [
      { field: 'body.name', message: `A folder named "${name}" is already there` },
    ]);
  }
}

/** Every folder the reader may see, by name. */
export async function listFolders(ctx: AppContext, reader: Reader): Promise<Folder[]> {
  const rows = await selectFolders(ctx.db, reader, folderRules.canRead(reader)).orderBy(
    sql`lower(${fileManagerFolders.name})`,
    asc(fileManagerFolders.id),
  );
  return rows.map(toFolder);
}

export async function createFolder(ctx: AppContext, actor: AuthUser, body: CreateFolderBody): Promise<Folder> {
  const parentId = body.parentId ?? null;
  const parent = parentId === null ? null : await targetFolder(ctx.db, actor, parentId);
  await refuseTakenName(ctx.db, parentId, body.name);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fileManagerFolders)
      .values({ name: body.name, parentId, path: '/', isPrivate: body.isPrivate ?? false, ownerId: actor.id })
      .returning();
    const path = `${parent?.path ?? '/'}${row!.id}/`;
    await tx.update(fileManagerFolders).set({ path }).where(eq(fileManagerFolders.id, row!.id));
    auditChange(tx, { entity: FOLDER_ENTITY, entityId: row!.id, after: { ...row, path } });
    return row!.id;
  });
  return toFolder((await findFolder(ctx.db, actor, id))!);
}

const inSubtree = (path: string) => like(fileManagerFolders.path, `${escapeLike(path)}%`);

/** The folder with its subfolders and files, and what deleting it would take along. */
export async function folderDetail(ctx: AppContext, reader: Reader, folder: FolderRow): Promise<FolderDetail> {
  const chain = folder.path.split('/').filter(Boolean).map(Number).slice(0, -1);
  const [above, folders, files, [own], [totals], [subfolders], grants] = await Promise.all([
    chain.length ? selectFolders(ctx.db, reader, inArray(fileManagerFolders.id, chain)) : Promise.resolve([]),
    selectFolders(ctx.db, reader, and(eq(fileManagerFolders.parentId, folder.id), folderRules.canRead(reader))).orderBy(
      sql`lower(${fileManagerFolders.name})`,
      asc(fileManagerFolders.id),
    ),
    selectFiles(ctx.db, reader, and(eq(fileManagerFiles.folderId, folder.id), fileRules.canRead(reader)))
      .orderBy(sql`lower(${fileManagerFiles.name})`, asc(fileManagerFiles.id))
      .limit(FOLDER_FILES_SHOWN),
    ctx.db
      .select({ n: count() })
      .from(fileManagerFiles)
      .leftJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
      .where(and(eq(fileManagerFiles.folderId, folder.id), fileRules.canRead(reader))),
    ctx.db
      .select({ n: count() })
      .from(fileManagerFiles)
      .innerJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
      .where(inSubtree(folder.path)),
    ctx.db
      .select({ n: count() })
      .from(fileManagerFolders)
      .where(and(inSubtree(folder.path), ne(fileManagerFolders.id, folder.id))),
    folder.canShare ? grantsOn(ctx.db, { folderId: folder.id }) : Promise.resolve([]),
  ]);
  const byId = new Map(above.map((f) => [f.id, f]));
  return {
    ...toFolder(folder),
    // The way down as far as the reader may see it: a folder shared inside a hidden one starts at itself.
    breadcrumbs: chain
      .map((id) => byId.get(id))
      .filter((f): f is FolderRow => f !== undefined && Boolean(f.canRead))
      .map((f) => ({ id: f.id, name: f.name })),
    folders: folders.map(toFolder),
    files: files.map(toFileEntry),
    fileCount: Number(own?.n ?? 0),
    totalFiles: Number(totals?.n ?? 0),
    totalFolders: Number(subfolders?.n ?? 0),
    grants,
  };
}

export async function updateFolder(
  ctx: AppContext,
  actor: AuthUser,
  folder: FolderRow,
  body: UpdateFolderBody,
): Promise<Folder> {
  const moving = body.parentId !== undefined && body.parentId !== folder.parentId;
  const parentId = moving ? (body.parentId ?? null) : folder.parentId;
  let newPath = folder.path;
  if (moving) {
    if (parentId !== null) {
      const parent = await targetFolder(ctx.db, actor, parentId);
      if (parent.path.startsWith(folder.path)) {
        throw new AppError('FILES_FOLDER_LOOP', 'body.parentId: A folder cannot go into itself or a folder below it', [
          { field: 'body.parentId', message: 'A folder cannot go into itself or a folder below it' },
        ]);
      }
      newPath = `${parent.path}${folder.id}/`;
    } else {
      newPath = `/${folder.id}/`;
    }
  }
  if (body.isPrivate !== undefined && body.isPrivate !== folder.isPrivate && !folder.canShare) {
    throw forbidden('Only the owner of the folder (or of a folder above it) may make it private or public');
  }
  const name = body.name ?? folder.name;
  if (moving || name.toLowerCase() !== folder.name.toLowerCase())
    await refuseTakenName(ctx.db, parentId, name, folder.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(fileManagerFolders)
      .set({ name, parentId, isPrivate: body.isPrivate ?? folder.isPrivate, updatedAt: new Date() })
      .where(eq(fileManagerFolders.id, folder.id));
    if (newPath !== folder.path) {
      // Everything below follows: the prefix of each path changes, nothing else (grants stay on their rows).
      await tx
        .update(fileManagerFolders)
        .set({ path: sql`${newPath} || substr(${fileManagerFolders.path}, ${folder.path.length + 1})` })
        .where(inSubtree(folder.path));
    }
    await syncVisibility(tx, like(fileManagerFolders.path, `${escapeLike(newPath)}%`));
    auditChange(tx, {
      entity: FOLDER_ENTITY,
      entityId: folder.id,
      before: { name: folder.name, parentId: folder.parentId, isPrivate: folder.isPrivate },
      after: { name, parentId, isPrivate: body.isPrivate ?? folder.isPrivate },
    });
  });
  return toFolder((await findFolder(ctx.db, actor, folder.id))!);
}

/** Deletes the folder and everything below it; the stored files go after the commit. */
export async function deleteFolder(ctx: AppContext, folder: FolderRow) {
  const { stored, deletedFolders } = await ctx.db.transaction(async (tx: Tx) => {
    const files = await tx
      .select({ storedFileId: fileManagerFiles.storedFileId })
      .from(fileManagerFiles)
      .innerJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
      .where(inSubtree(folder.path));
    const folders = await tx
      .delete(fileManagerFolders)
      .where(inSubtree(folder.path) as SQL)
      .returning({ id: fileManagerFolders.id });
    auditChange(tx, {
      entity: FOLDER_ENTITY,
      entityId: folder.id,
      before: { name: folder.name, parentId: folder.parentId, isPrivate: folder.isPrivate },
      after: { deletedFiles: files.length, deletedFolders: folders.length - 1 },
    });
    return { stored: files.map((f) => f.storedFileId), deletedFolders: folders.length - 1 };
  });
  // Rows and bytes no entry names any more; what fails here is an orphan the daily sweep removes.
  await releaseFiles(ctx, stored);
  return { id: folder.id, deletedFiles: stored.length, deletedFolders };
}
