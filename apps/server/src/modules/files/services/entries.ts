// The file manager's files (docs/files.md "Files"): uploaded many at a time (streamed by core/files),
// listed by folder or as "shared with me", renamed, moved, made private or public, deleted by ids.
// A file's stored row follows its effective privacy (uses.ts); its grants stay with it wherever it goes.

import { hasScopes } from '@backoffice/contract';
import {
  type FileDetail,
  type FileEntry,
  UPLOAD_FIELDS,
  UPLOAD_MAX_FILES,
  type UpdateFileBody,
  uploadFields,
} from '@backoffice/contract/modules/files';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type ListQuery, paged } from '../../../core/db/lists.js';
import { storedFiles } from '../../../core/db/schema.js';
import { AppError, badRequest, forbidden } from '../../../core/errors.js';
import { deleteStoredFiles, releaseFiles, saveStaged, storeBytes } from '../../../core/files/service.js';
import { readUpload } from '../../../core/files/upload.js';
import type { StoredFile } from '../../../core/files/uses.js';
import { fileManagerFiles, fileManagerFolders } from '../schema.js';
import { fileRules, type Reader } from './access.js';
import { findFolder, targetFolder } from './folders.js';
import { checkGrantees, writeGrants } from './grants.js';
import { managerFiles, syncVisibility, useFor } from './uses.js';
import { type FileRow, grantsOn, selectFiles, toFileEntry } from './views.js';

export const FILE_ENTITY = 'file-manager-file';

/** A file with the reader's permissions, when the reader may see it. */
export async function findFile(db: Executor, reader: Reader, id: number): Promise<FileRow | null> {
  const [row] = await selectFiles(db, reader, and(eq(fileManagerFiles.id, id), fileRules.canRead(reader)));
  return row ?? null;
}

/** A text part of the form read as the contract's field ("true", "12", "" for none). */
function formValue(text: string | undefined, kind: 'boolean' | 'id'): unknown {
  if (text === undefined) return undefined;
  const value = text.trim();
  if (kind === 'boolean') {
    if (['true', '1', 'on'].includes(value)) return true;
    if (['false', '0', ''].includes(value)) return false;
    return value;
  }
  if (value === '' || value === 'null') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads the upload form (files streamed to the staging folder) and keeps the files; the whole form or nothing. */
export async function uploadFiles(
  ctx: AppContext,
  actor: AuthUser,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<{ files: FileEntry[] }> {
  const upload = await readUpload(ctx, http, {
    files: { [UPLOAD_FIELDS.files]: { use: managerFiles, max: UPLOAD_MAX_FILES } },
    fields: [UPLOAD_FIELDS.isPrivate, UPLOAD_FIELDS.folderId, UPLOAD_FIELDS.access],
  });
  const saved: StoredFile[] = [];
  try {
    const fields = parseFields(upload.fields);
    if (!upload.files.length) throw badRequest('body.files', 'Send at least one file');
    const folder = fields.folderId === null ? null : await targetFolder(ctx.db, actor, fields.folderId);
    if (fields.access.length) {
      if (!hasScopes(actor.scopes, ['internal-file-manager:files:share']) && !actor.isAdmin) {
        throw forbidden('Sharing files needs the scope internal-file-manager:files:share');
      }
      await checkGrantees(ctx.db, fields.access, (i) => `body.access.${i}.grantAccessTo.id`);
    }
    const effectivePrivate = fields.isPrivate || Boolean(folder?.effectivePrivate);
    for (const staged of upload.files) {
      saved.push(await saveStaged(ctx, { ...staged, use: useFor(effectivePrivate) }, actor.id));
    }
    const ids = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(fileManagerFiles)
        .values(
          saved.map((file) => ({
            storedFileId: file.id,
            name: file.name,
            folderId: folder?.id ?? null,
            isPrivate: fields.isPrivate,
            ownerId: actor.id,
          })),
        )
        .returning();
      for (const row of rows) {
        auditChange(tx, { entity: FILE_ENTITY, entityId: row.id, after: row });
        await writeGrants(tx, actor, { fileId: row.id }, fields.access);
      }
      return rows.map((r) => r.id);
    });
    const rows = await selectFiles(ctx.db, actor, inArray(fileManagerFiles.id, ids)).orderBy(asc(fileManagerFiles.id));
    return { files: rows.map(toFileEntry) };
  } catch (error) {
    // Nothing half-kept: the stored files of a refused form go again (its staged files in `finally`).
    await deleteStoredFiles(
      ctx,
      saved.map((f) => f.id),
    );
    throw error;
  } finally {
    await upload.discard();
  }
}

/**
 * Keeps bytes the server made (the demo's files, fixtures) as a file of the manager, as an upload would:
 * sniffed, stored, its entry written in one transaction with its audit row.
 */
export async function storeFile(
  ctx: AppContext,
  actor: AuthUser,
  file: { bytes: Buffer; name: string; folderId?: number | null; isPrivate?: boolean },
): Promise<FileEntry> {
  const folder = file.folderId ? await targetFolder(ctx.db, actor, file.folderId) : null;
  const isPrivate = file.isPrivate ?? false;
  const use = useFor(isPrivate || Boolean(folder?.effectivePrivate));
  const stored = await storeBytes(ctx, use, { bytes: file.bytes, name: file.name, createdBy: actor.id });
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(fileManagerFiles)
        .values({
          storedFileId: stored.id,
          name: file.name,
          folderId: folder?.id ?? null,
          isPrivate,
          ownerId: actor.id,
        })
        .returning();
      auditChange(tx, { entity: FILE_ENTITY, entityId: row!.id, after: row });
      return row!.id;
    });
    return toFileEntry((await findFile(ctx.db, actor, id))!);
  } catch (error) {
    await deleteStoredFiles(ctx, [stored.id]);
    throw error;
  }
}

function parseFields(fields: Record<string, string>) {
  const access = fields[UPLOAD_FIELDS.access];
  const parsed = uploadFields.safeParse({
    isPrivate: formValue(fields[UPLOAD_FIELDS.isPrivate], 'boolean'),
    folderId: formValue(fields[UPLOAD_FIELDS.folderId], 'id'),
    access: access === undefined || access.trim() === '' ? undefined : parseAccess(access),
  });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', `${details[0]!.field}: ${details[0]!.message}`, details);
  }
  return parsed.data;
}

function parseAccess(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body.access', 'must be JSON: a list of { accessType, grantAccessTo: { type, id } }');
  }
}

export interface FilesQuery extends ListQuery<'name' | 'size' | 'createdAt'> {
  folderId?: number | undefined;
  shared?: boolean | undefined;
  search?: string | undefined;
}

/** The files of a folder (or the top level) the reader may see, or those shared with them. */
export async function listFiles(ctx: AppContext, reader: Reader, q: FilesQuery) {
  if (q.folderId !== undefined && !q.shared && !(await findFolder(ctx.db, reader, q.folderId))) {
    throw new AppError('NOT_FOUND', 'Folder not found');
  }
  const where = and(
    q.shared
      ? fileRules.shared(reader)
      : q.folderId !== undefined
        ? eq(fileManagerFiles.folderId, q.folderId)
        : isNull(fileManagerFiles.folderId),
    q.search ? sql`${fileManagerFiles.name} ILIKE ${containsPattern(q.search)}` : undefined,
    fileRules.canRead(reader),
  );
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectFiles(ctx.db, reader, where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db
      .select({ one: sql`1` })
      .from(fileManagerFiles)
      .leftJoin(fileManagerFolders, eq(fileManagerFolders.id, fileManagerFiles.folderId))
      .where(where),
    order: {
      columns: {
        name: sql`lower(${fileManagerFiles.name})`,
        size: storedFiles.size,
        createdAt: fileManagerFiles.createdAt,
      },
      fallback: [sql`lower(${fileManagerFiles.name})`],
      tiebreak: fileManagerFiles.id,
    },
    shape: (rows) => rows.map(toFileEntry),
  });
}

export async function fileDetail(ctx: AppContext, file: FileRow): Promise<FileDetail> {
  return { ...toFileEntry(file), grants: file.canShare ? await grantsOn(ctx.db, { fileId: file.id }) : [] };
}

export async function updateFile(ctx: AppContext, actor: AuthUser, file: FileRow, body: UpdateFileBody) {
  const moving = body.folderId !== undefined && body.folderId !== file.folderId;
  if (moving && body.folderId !== null && body.folderId !== undefined) await targetFolder(ctx.db, actor, body.folderId);
  if (body.isPrivate !== undefined && body.isPrivate !== file.isPrivate && !file.canShare) {
    throw forbidden('Only the owner of the file (or of a folder above it) may make it private or public');
  }
  const after = {
    name: body.name ?? file.name,
    folderId: moving ? (body.folderId ?? null) : file.folderId,
    isPrivate: body.isPrivate ?? file.isPrivate,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(fileManagerFiles)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(fileManagerFiles.id, file.id));
    await syncVisibility(tx, eq(fileManagerFiles.id, file.id));
    auditChange(tx, {
      entity: FILE_ENTITY,
      entityId: file.id,
      before: { name: file.name, folderId: file.folderId, isPrivate: file.isPrivate },
      after,
    });
  });
  return toFileEntry((await findFile(ctx.db, actor, file.id))!);
}

/** Deletes the files named, all or none: unseen → 404, read only → 403. */
export async function deleteFiles(ctx: AppContext, actor: AuthUser, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const rows = await selectFiles(ctx.db, actor, and(inArray(fileManagerFiles.id, wanted), fileRules.canRead(actor)));
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new AppError('NOT_FOUND', `query.ids: File ${missing} not found`, [
      { field: 'query.ids', message: `File ${missing} not found` },
    ]);
  }
  const readOnly = rows.find((r) => !r.canWrite);
  if (readOnly) throw forbidden(`You may only read "${readOnly.name}": nothing was deleted`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(fileManagerFiles).where(inArray(fileManagerFiles.id, wanted) as SQL);
    for (const row of rows) {
      auditChange(tx, {
        entity: FILE_ENTITY,
        entityId: row.id,
        before: { name: row.name, folderId: row.folderId, storedFileId: row.storedFileId },
      });
    }
  });
  await releaseFiles(
    ctx,
    rows.map((r) => r.storedFileId),
  );
  return { deleted: rows.length, ids: wanted };
}
