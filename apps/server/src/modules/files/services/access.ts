// Who reaches what in the file manager (docs/files.md "Who reaches what"), as SQL conditions read with
// every query, so a grant, a revoked grant or a person's new role or department counts at once: nothing
// is copied or cached. A folder's chain is its own `path` (`/1/5/9/`: the folders from the top down to
// it); a file's is its folder's.
//
// - read:  an administrator; the owner; the owner of a folder in the chain; anything not private (no
//          private flag on it or in its chain); a grant (read or write) to the person, their current
//          role or their current department, on it or on a folder of its chain.
// - write: an administrator; the owner; the owner of a folder in the chain; a write grant as above.
// - share, and deleting a folder: an administrator; the owner; the owner of a folder in the chain.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { fileManagerFiles, fileManagerFolders, fileManagerGrants } from '../schema.js';

/** The person as the rules read them: their current role and department (the session's, renewed on change). */
export type Reader = Pick<AuthUser, 'id' | 'isAdmin' | 'roleId' | 'departmentId'>;

const chainFolders = alias(fileManagerFolders, 'fm_chain');
const grants = alias(fileManagerGrants, 'fm_grant');
// An alias in a hand-written FROM: the table and its alias name (a bare alias would name no table).
const fromChain = sql`${fileManagerFolders} ${sql.identifier('fm_chain')}`;
const fromGrants = sql`${fileManagerGrants} ${sql.identifier('fm_grant')}`;

/** The folder ids of a chain, from a folder's `path` (an empty array for none: a file at the top). */
export const chainOf = (path: AnyColumn | SQL) =>
  sql`string_to_array(trim(both '/' from coalesce(${path}, '')), '/')::int[]`;

/** A grant (of the `fm_grant` alias) naming the reader, their role or their department. */
function namesReader(reader: Reader): SQL {
  const kinds = [sql`(${grants.granteeType} = 'user' AND ${grants.granteeId} = ${reader.id})`];
  if (reader.roleId !== null)
    kinds.push(sql`(${grants.granteeType} = 'role' AND ${grants.granteeId} = ${reader.roleId})`);
  if (reader.departmentId !== null) {
    kinds.push(sql`(${grants.granteeType} = 'department' AND ${grants.granteeId} = ${reader.departmentId})`);
  }
  return sql`(${sql.join(kinds, sql` OR `)})`;
}

/** A folder of the chain owned by the reader. */
export const ownsChain = (reader: Reader, path: AnyColumn | SQL) =>
  sql`EXISTS (SELECT 1 FROM ${fromChain} WHERE ${chainFolders.id} = ANY(${chainOf(path)}) AND ${chainFolders.ownerId} = ${reader.id})`;

/** A folder of the chain is private. */
export const privateChain = (path: AnyColumn | SQL) =>
  sql`EXISTS (SELECT 1 FROM ${fromChain} WHERE ${chainFolders.id} = ANY(${chainOf(path)}) AND ${chainFolders.isPrivate})`;

/** A grant naming the reader on a folder of the chain, or on the file (when given); `write` grants only. */
function granted(reader: Reader, target: { path: AnyColumn | SQL; fileId?: AnyColumn }, write: boolean): SQL {
  const on = target.fileId
    ? sql`(${grants.folderId} = ANY(${chainOf(target.path)}) OR ${grants.fileId} = ${target.fileId})`
    : sql`${grants.folderId} = ANY(${chainOf(target.path)})`;
  return sql`EXISTS (SELECT 1 FROM ${fromGrants} WHERE ${on} AND ${namesReader(reader)}${write ? sql` AND ${grants.accessType} = 'write'` : sql``})`;
}

const TRUE = sql`true`;

/** The rules for folder rows (`fileManagerFolders`, unaliased, in the query). */
export const folderRules = {
  effectivePrivate: () => privateChain(fileManagerFolders.path),
  canRead: (r: Reader) =>
    r.isAdmin
      ? TRUE
      : sql`(${ownsChain(r, fileManagerFolders.path)} OR NOT ${privateChain(fileManagerFolders.path)} OR ${granted(r, { path: fileManagerFolders.path }, false)})`,
  canWrite: (r: Reader) =>
    r.isAdmin
      ? TRUE
      : sql`(${ownsChain(r, fileManagerFolders.path)} OR ${granted(r, { path: fileManagerFolders.path }, true)})`,
  canShare: (r: Reader) => (r.isAdmin ? TRUE : ownsChain(r, fileManagerFolders.path)),
  sharedAccess: (r: Reader) =>
    sql<
      'read' | 'write' | null
    >`CASE WHEN ${granted(r, { path: fileManagerFolders.path }, true)} THEN 'write' WHEN ${granted(r, { path: fileManagerFolders.path }, false)} THEN 'read' END`,
  /** Shared with the reader: a grant reaches it. */
  shared: (r: Reader) => granted(r, { path: fileManagerFolders.path }, false),
};

/** The rules for file rows (`fileManagerFiles` left-joined to its `fileManagerFolders`, unaliased). */
export const fileRules = {
  effectivePrivate: () => sql`(${fileManagerFiles.isPrivate} OR ${privateChain(fileManagerFolders.path)})`,
  canRead: (r: Reader) =>
    r.isAdmin
      ? TRUE
      : sql`(${fileManagerFiles.ownerId} = ${r.id} OR ${ownsChain(r, fileManagerFolders.path)} OR NOT ${fileRules.effectivePrivate()} OR ${granted(r, fileTarget, false)})`,
  canWrite: (r: Reader) =>
    r.isAdmin
      ? TRUE
      : sql`(${fileManagerFiles.ownerId} = ${r.id} OR ${ownsChain(r, fileManagerFolders.path)} OR ${granted(r, fileTarget, true)})`,
  canShare: (r: Reader) =>
    r.isAdmin ? TRUE : sql`(${fileManagerFiles.ownerId} = ${r.id} OR ${ownsChain(r, fileManagerFolders.path)})`,
  sharedAccess: (r: Reader) =>
    sql<
      'read' | 'write' | null
    >`CASE WHEN ${granted(r, fileTarget, true)} THEN 'write' WHEN ${granted(r, fileTarget, false)} THEN 'read' END`,
  shared: (r: Reader) => granted(r, fileTarget, false),
};

const fileTarget = { path: fileManagerFolders.path, fileId: fileManagerFiles.id };
