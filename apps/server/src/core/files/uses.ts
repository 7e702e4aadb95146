// What a module stores files for: a use names the kinds of content it takes, whether its files are
// public, who may read a private one, and the columns that reference its files (so the orphan sweep
// and `releaseFiles` know when a file is no longer needed). Declared once, beside the module's
// service: `export const profileImages = defineFileUse({ name: 'employees.profile-image', … })`.
import { type FileKindName, fileKindsLabel } from '@backoffice/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import type { storedFiles } from '../db/schema.js';

export type StoredFile = typeof storedFiles.$inferSelect;

/** A column that names stored files: by their id (a uuid or text column), or by their URL path. */
export interface FileReference {
  column: AnyPgColumn;
  /** `id`: the file's id; `path`: its link (`/api/internal-file-manager/public/<id>.png`, as profiles keep it). */
  holds: 'id' | 'path';
}

interface FileUseBase {
  /** `<module>.<use>`, kept in `stored_files.use`. */
  name: string;
  /** The allow-lists it takes (contract `FILE_KINDS`); the type is read from the bytes. */
  accept: readonly FileKindName[];
  /** Below MAX_UPLOAD_MB when the use needs less (a profile picture); the smaller limit wins. */
  maxBytes?: number;
  /** Every column that references this use's files. A file none of them names is an orphan. */
  references: readonly FileReference[];
}

export interface PublicFileUse extends FileUseBase {
  /** Served to anyone who has the link, cached for good (the link is an unguessable id). */
  visibility: 'public';
}

export interface PrivateFileUse extends FileUseBase {
  /** Served only to a caller `canRead` lets through; to anyone else the file does not exist (404). */
  visibility: 'private';
  canRead(ctx: AppContext, user: AuthUser, file: StoredFile): Promise<boolean> | boolean;
}

export type FileUse = PublicFileUse | PrivateFileUse;

const uses = new Map<string, FileUse>();

/**
 * Declares a use; its module's code imports it (so it is known from the start). Names are unique:
 * the sweep finds a row's references by it.
 */
export function defineFileUse<const U extends FileUse>(use: U): U {
  if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(use.name)) {
    throw new Error(`A file use is named <module>.<use> in kebab-case (got "${use.name}")`);
  }
  if (use.accept.length === 0) throw new Error(`The file use ${use.name} accepts no kind of file`);
  const known = uses.get(use.name);
  if (known && known !== use) throw new Error(`Two file uses are named ${use.name}`);
  uses.set(use.name, use);
  return use;
}

export function fileUseNamed(name: string): FileUse | undefined {
  return uses.get(name);
}

export function allFileUses(): FileUse[] {
  return [...uses.values()];
}

/** "Upload a PNG, JPEG, WebP or GIF image": what the use takes, for a refusal. */
export function acceptedLabel(use: FileUse): string {
  return fileKindsLabel(use.accept);
}
