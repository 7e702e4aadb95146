// The file manager's stored files (core/files): any content (sniffed and kept, served as itself only when
// inert: docs/files.md "Content"), private or public as the file and its folders say. A file's stored row
// follows its effective privacy: `files.manager` (private, read by the manager's rule) or
// `files.manager-public` (anyone with the link), switched in the transaction that changes it.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/database.js';
import { storedFiles } from '../../../core/db/schema.js';
import { defineFileUse } from '../../../core/files/uses.js';
import { fileManagerFiles, fileManagerFolders } from '../schema.js';
import { fileRules } from './access.js';

const references = [{ column: fileManagerFiles.storedFileId, holds: 'id' }] as const;

export const managerFiles = defineFileUse({
  name: 'files.manager',
  visibility: 'private',
  accept: ['any'],
  references,
  // Its owner, the owner of a folder above it, administrators and grantees (access.ts); the rule is
  // read at each download, so a revoked grant or a changed role counts at once.
  async canRead(ctx, user, file) {
    const [row] = await ctx.db
      .select({ id: fileManagerFiles.id })
      .from(fileManagerFiles)
      .leftJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
      .where(and(eq(fileManagerFiles.storedFileId, file.id), fileRules.canRead(user)));
    return row !== undefined;
  },
});

export const publicManagerFiles = defineFileUse({
  name: 'files.manager-public',
  visibility: 'public',
  accept: ['any'],
  references,
});

/** The use a file is kept under while it is (effectively) private or not. */
export const useFor = (effectivePrivate: boolean) => (effectivePrivate ? managerFiles : publicManagerFiles);

/**
 * Brings the stored rows of the manager's files matching `where` (over `fileManagerFiles` joined to its
 * folder) in line with their effective privacy, inside the change's transaction: a file that became
 * private stops being served by its public link at the commit.
 */
export async function syncVisibility(tx: Tx, where: SQL): Promise<number> {
  const rows = await tx
    .select({
      id: fileManagerFiles.storedFileId,
      visibility: storedFiles.visibility,
      effectivePrivate: sql<boolean>`${fileRules.effectivePrivate()}`,
    })
    .from(fileManagerFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, fileManagerFiles.storedFileId))
    .leftJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
    .where(where);
  const toPrivate = rows.filter((r) => r.effectivePrivate && r.visibility === 'public').map((r) => r.id);
  const toPublic = rows.filter((r) => !r.effectivePrivate && r.visibility === 'private').map((r) => r.id);
  if (toPrivate.length) {
    await tx
      .update(storedFiles)
      .set({ visibility: 'private', use: managerFiles.name })
      .where(inArray(storedFiles.id, toPrivate));
  }
  if (toPublic.length) {
    await tx
      .update(storedFiles)
      .set({ visibility: 'public', use: publicManagerFiles.name })
      .where(inArray(storedFiles.id, toPublic));
  }
  return toPrivate.length + toPublic.length;
}
