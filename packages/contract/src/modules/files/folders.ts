// The file manager's folders (spec §7 "folders POST, GET, GET /{id}, DELETE /{id}"; docs/files.md): a tree
// with a private flag; renaming and moving (PATCH) and sharing are beyond the spec.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, policy } from '../../http.js';
import { fileEntry } from './entries.js';
import { accessBody, create, entryName, grant, permissions, read, remove, share, update } from './fields.js';

/** Files a folder's answer carries; the rest through GET /files?folderId= (paged). */
export const FOLDER_FILES_SHOWN = 200;

export const folder = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** The folder's own flag. */
  isPrivate: z.boolean(),
  /** Private by its own flag or a folder above it: its files are private. */
  effectivePrivate: z.boolean(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  sharedAccess: z.enum(['read', 'write']).nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  ...permissions.shape,
});
export type Folder = z.infer<typeof folder>;

export const folderDetail = folder.extend({
  /** The folders above it, top first, as far as the caller may see them. */
  breadcrumbs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Its subfolders the caller may see, by name. */
  folders: z.array(folder),
  /** Its files the caller may see, by name (the first FOLDER_FILES_SHOWN). */
  files: z.array(fileEntry),
  /** How many of its own files the caller sees. */
  fileCount: z.number().int(),
  /** What deleting it takes along: every file and folder below it, whoever may see them. */
  totalFiles: z.number().int(),
  totalFolders: z.number().int(),
  /** Its grants, for whoever may share it (others: an empty list). */
  grants: z.array(grant),
});
export type FolderDetail = z.infer<typeof folderDetail>;

export const createFolderBody = z.object({
  name: entryName,
  parentId: z.number().int().positive().nullable().default(null),
  isPrivate: z.boolean().default(false),
});
export type CreateFolderBody = z.input<typeof createFolderBody>;

/** What to change (an empty body changes nothing and answers the folder as it is). */
export const updateFolderBody = z.object({
  name: entryName.optional(),
  /** Move: the new parent, or null for the top level. */
  parentId: z.number().int().positive().nullable().optional(),
  isPrivate: z.boolean().optional(),
});
export type UpdateFolderBody = z.input<typeof updateFolderBody>;

export const createFolder = endpoint({
  name: 'files.createFolder',
  method: 'POST',
  path: '/internal-file-manager/folders',
  access: create,
  summary:
    'Create a folder (at the top level, or in a folder the caller may write: 404 hidden, 403 read only); names are ' +
    'unique within their parent, whatever their case',
  body: createFolderBody,
  status: 201,
  reply: folder,
});

export const listFolders = endpoint({
  name: 'files.listFolders',
  method: 'GET',
  path: '/internal-file-manager/folders',
  access: read,
  summary:
    'Every folder the caller may see, by name (the tree: a folder whose parent is hidden from the caller was shared with them)',
  reply: z.array(folder),
});

export const getFolder = endpoint({
  name: 'files.getFolder',
  method: 'GET',
  path: '/internal-file-manager/folders/{id}',
  access: read,
  record: policy('files.folder'),
  summary: 'One folder with its subfolders and files, and how many files and folders deleting it would take along',
  params: idParams,
  reply: folderDetail,
});

export const updateFolder = endpoint({
  name: 'files.updateFolder',
  method: 'PATCH',
  path: '/internal-file-manager/folders/{id}',
  access: update,
  record: policy('files.folderEdit'),
  summary:
    'Rename a folder, move it (never into itself or below itself), or change its private flag; the grants of it and ' +
    'of everything in it stay',
  params: idParams,
  body: updateFolderBody,
  reply: folder,
});

export const deleteFolder = endpoint({
  name: 'files.deleteFolder',
  method: 'DELETE',
  path: '/internal-file-manager/folders/{id}',
  access: remove,
  record: policy('files.folderOwner'),
  summary: 'Delete a folder with everything in it; says how many files and folders went with it',
  params: idParams,
  reply: z.object({ id: z.number().int(), deletedFiles: z.number().int(), deletedFolders: z.number().int() }),
});

export const grantFolderAccess = endpoint({
  name: 'files.grantFolderAccess',
  method: 'POST',
  path: '/internal-file-manager/folders/{id}/access',
  access: share,
  record: policy('files.folderOwner'),
  summary: 'Give a user, a role or a department read or write access to a folder and everything in it',
  params: idParams,
  body: accessBody,
  status: 201,
  reply: grant,
});

/** The record policies of this topic, declared for the contract (files.ts). */
export const foldersPolicies = {
  'files.folder': {
    kind: 'record',
    description:
      'a folder the caller may see: theirs, below a folder of theirs, public (no private flag on it or above it), ' +
      'or granted to them, their role or their department (on it or a folder above); administrators see every folder',
  },
  'files.folderEdit': {
    kind: 'record',
    description: 'a folder the caller may see (as files.folder); changing it needs write access (403 otherwise)',
  },
  'files.folderOwner': {
    kind: 'record',
    description:
      'a folder the caller may see; deleting and sharing it are for its owner, the owner of a folder above it and ' +
      'administrators (403)',
  },
} as const;
