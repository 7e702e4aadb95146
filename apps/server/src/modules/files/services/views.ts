// How the file manager's rows read in replies: each folder and file with the caller's permissions and
// its effective privacy, computed in the query (access.ts).
import type { FileEntry, Folder, Grant } from '@backoffice/contract/modules/files';
import { storedFilePath } from '@backoffice/contract/modules/files';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database.js';
import { departments, roles, storedFiles, users } from '../../../core/db/schema.js';
import { fileManagerFiles, fileManagerFolders, fileManagerGrants } from '../schema.js';
import { fileRules, folderRules, type Reader } from './access.js';

const folderOwners = alias(users, 'fm_folder_owners');
const fileOwners = alias(users, 'fm_file_owners');

export function folderColumns(reader: Reader) {
  return {
    id: fileManagerFolders.id,
    name: fileManagerFolders.name,
    parentId: fileManagerFolders.parentId,
    path: fileManagerFolders.path,
    isPrivate: fileManagerFolders.isPrivate,
    effectivePrivate: sql<boolean>`${folderRules.effectivePrivate()}`,
    ownerId: fileManagerFolders.ownerId,
    ownerName: folderOwners.name,
    sharedAccess: folderRules.sharedAccess(reader),
    createdAt: fileManagerFolders.createdAt,
    updatedAt: fileManagerFolders.updatedAt,
    canRead: sql<boolean>`${folderRules.canRead(reader)}`,
    canWrite: sql<boolean>`${folderRules.canWrite(reader)}`,
    canShare: sql<boolean>`${folderRules.canShare(reader)}`,
  };
}

/** Folders with the reader's permissions; `where` may use `folderRules`. */
export function selectFolders(db: Executor, reader: Reader, where: SQL | undefined) {
  return db
    .select(folderColumns(reader))
    .from(fileManagerFolders)
    .leftJoin(folderOwners, eq(folderOwners.id, fileManagerFolders.ownerId))
    .where(where);
}

export type FolderRow = Awaited<ReturnType<typeof selectFolders>>[number];

// Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
export const toFolder = (row: FolderRow): Folder => ({
  id: row.id,
  name: row.name,
  parentId: row.parentId,
  isPrivate: row.isPrivate,
  effectivePrivate: Boolean(row.effectivePrivate),
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  sharedAccess: row.sharedAccess,
  canWrite: Boolean(row.canWrite),
  canShare: Boolean(row.canShare),
  // Deleting a folder takes everything in it along: its owner's (and administrators') decision.
  canDelete: Boolean(row.canShare),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function fileColumns(reader: Reader) {
  return {
    id: fileManagerFiles.id,
    name: fileManagerFiles.name,
    storedFileId: fileManagerFiles.storedFileId,
    folderId: fileManagerFiles.folderId,
    folderName: fileManagerFolders.name,
    folderPath: fileManagerFolders.path,
    isPrivate: fileManagerFiles.isPrivate,
    effectivePrivate: sql<boolean>`${fileRules.effectivePrivate()}`,
    visibility: storedFiles.visibility,
    contentType: storedFiles.contentType,
    size: storedFiles.size,
    ownerId: fileManagerFiles.ownerId,
    ownerName: fileOwners.name,
    sharedAccess: fileRules.sharedAccess(reader),
    createdAt: fileManagerFiles.createdAt,
    updatedAt: fileManagerFiles.updatedAt,
    canRead: sql<boolean>`${fileRules.canRead(reader)}`,
    canWrite: sql<boolean>`${fileRules.canWrite(reader)}`,
    canShare: sql<boolean>`${fileRules.canShare(reader)}`,
  };
}

/** Files with their stored file, folder and owner, and the reader's permissions; `where` may use `fileRules`. */
export function selectFiles(db: Executor, reader: Reader, where: SQL | undefined) {
  return db
    .select(fileColumns(reader))
    .from(fileManagerFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, fileManagerFiles.storedFileId))
    .leftJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
    .leftJoin(fileOwners, eq(fileOwners.id, fileManagerFiles.ownerId))
    .where(where);
}

export type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

export const toFileEntry = (row: FileRow): FileEntry => ({
  id: row.id,
  name: row.name,
  folderId: row.folderId,
  folderName: row.folderName,
  isPrivate: row.isPrivate,
  effectivePrivate: Boolean(row.effectivePrivate),
  contentType: row.contentType,
  size: row.size,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  sharedAccess: row.sharedAccess,
  canWrite: Boolean(row.canWrite),
  canShare: Boolean(row.canShare),
  path: storedFilePath({ id: row.storedFileId, visibility: row.visibility, contentType: row.contentType }),
  canDelete: Boolean(row.canWrite),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The grants on a file or a folder, with the grantee's name ("User #5" once they are gone). */
export async function grantsOn(db: Executor, target: { fileId: number } | { folderId: number }): Promise<Grant[]> {
  const rows = await db
    .select({
      id: fileManagerGrants.id,
      fileId: fileManagerGrants.fileId,
      folderId: fileManagerGrants.folderId,
      accessType: fileManagerGrants.accessType,
      type: fileManagerGrants.granteeType,
      granteeId: fileManagerGrants.granteeId,
      userName: users.name,
      roleName: roles.name,
      departmentName: departments.name,
      createdAt: fileManagerGrants.createdAt,
    })
    .from(fileManagerGrants)
    .leftJoin(users, and(eq(fileManagerGrants.granteeType, 'user'), eq(users.id, fileManagerGrants.granteeId)))
    .leftJoin(roles, and(eq(fileManagerGrants.granteeType, 'role'), eq(roles.id, fileManagerGrants.granteeId)))
    .leftJoin(
      departments,
      and(eq(fileManagerGrants.granteeType, 'department'), eq(departments.id, fileManagerGrants.granteeId)),
    )
    .where(
      'fileId' in target
        ? eq(fileManagerGrants.fileId, target.fileId)
        : eq(fileManagerGrants.folderId, target.folderId),
    )
    .orderBy(asc(fileManagerGrants.granteeType), asc(fileManagerGrants.id));
  return rows.map(toGrant);
}

type GrantRow = {
  id: number;
  fileId: number | null;
  folderId: number | null;
  accessType: 'read' | 'write';
  type: 'user' | 'role' | 'department';
  granteeId: number;
  userName: string | null;
  roleName: string | null;
  departmentName: string | null;
  createdAt: Date;
};

const NOUNS = { user: 'User', role: 'Role', department: 'Department' } as const;

export const toGrant = (row: GrantRow): Grant => ({
  id: row.id,
  fileId: row.fileId,
  folderId: row.folderId,
  accessType: row.accessType,
  grantAccessTo: {
    type: row.type,
    id: row.granteeId,
    name: row.userName ?? row.roleName ?? row.departmentName ?? `${NOUNS[row.type]} #${row.granteeId}`,
  },
  createdAt: row.createdAt.toISOString(),
});
