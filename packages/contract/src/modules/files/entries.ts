// The file manager's files (spec §3 "File manager", §7 "/internal-file-manager"; docs/files.md): upload
// many at once, list a folder's, one, rename or move, delete by ids, and give access to one.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, pageQuery, policy, recordId } from '../../http.js';
import { accessBody, create, entryName, grant, permissions, read, remove, share, update } from './fields.js';

/** The parts of `POST /internal-file-manager/upload-files` (multipart/form-data). */
export const UPLOAD_FIELDS = {
  files: 'files',
  isPrivate: 'isPrivate',
  folderId: 'folderId',
  access: 'access',
} as const;
/** Files in one upload request (the web sends one a request, for its progress and cancel). */
export const UPLOAD_MAX_FILES = 50;

export const fileEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The file's link: `/api/internal-file-manager/public/…` or `/private/…`, as it is served now. */
  path: z.string(),
  folderId: z.number().int().nullable(),
  folderName: z.string().nullable(),
  /** The file's own flag, as uploaded or changed. */
  isPrivate: z.boolean(),
  /** Served privately: the file's own flag or a private folder above it. */
  effectivePrivate: z.boolean(),
  contentType: z.string(),
  size: z.number().int(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** How the caller reaches it, when by a grant (the strongest). */
  sharedAccess: z.enum(['read', 'write']).nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  ...permissions.shape,
});
export type FileEntry = z.infer<typeof fileEntry>;

/** One file with the grants made on it (shown to whoever may share it; others see an empty list). */
export const fileDetail = fileEntry.extend({ grants: z.array(grant) });
export type FileDetail = z.infer<typeof fileDetail>;

/** The JSON of the upload's text parts, read after the files (`isPrivate` "true"/"false", `access` JSON). */
export const uploadFields = z.object({
  isPrivate: z.boolean().default(false),
  folderId: z.number().int().positive().nullable().default(null),
  access: z.array(accessBody).max(50, 'must name at most 50 grants').default([]),
});
export type UploadFields = z.input<typeof uploadFields>;

export const uploadReply = z.object({ files: z.array(fileEntry) });

export const FILE_SORTS = ['name', 'size', 'createdAt'] as const;

export const filesQuery = pageQuery.extend({
  /** The folder whose files are listed; none: the files at the top level. */
  folderId: recordId.optional(),
  /** Files shared with the caller (a grant to them, their role or department), wherever they lie. */
  shared: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  sortBy: z.enum(FILE_SORTS).optional(),
  direction: z.enum(['ASC', 'DESC']).optional(),
});

/** `?ids=1&ids=2`, `?ids[]=1` or `?ids=1,2`: the files to delete. */
const ids = z.preprocess(
  (v) =>
    v === undefined
      ? v
      : (Array.isArray(v) ? v : [v]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])),
  z.array(recordId).min(1, 'name at least one file').max(100, 'Ask for 100 ids or fewer'),
);

/** What to change (an empty body changes nothing and answers the file as it is). */
export const updateFileBody = z.object({
  name: entryName.optional(),
  /** Move: the target folder, or null for the top level. */
  folderId: z.number().int().positive().nullable().optional(),
  isPrivate: z.boolean().optional(),
});
export type UpdateFileBody = z.input<typeof updateFileBody>;

export const grantFileBody = accessBody.extend({ fileId: z.number().int().positive() });
export type GrantFileBody = z.input<typeof grantFileBody>;

export const uploadFiles = endpoint({
  name: 'files.uploadFiles',
  method: 'POST',
  path: '/internal-file-manager/upload-files',
  access: create,
  summary:
    `Upload files (multipart/form-data: up to ${UPLOAD_MAX_FILES} parts \`files\`, streamed, each at most MAX_UPLOAD_MB; ` +
    'text parts `isPrivate` true|false, `folderId`, `access` a JSON list of {accessType, grantAccessTo}). Into a folder ' +
    'the caller may write, else 404 (hidden) or 403; a file in a private folder is private whatever isPrivate says',
  body: z.custom<FormData>(),
  multipart: true,
  status: 201,
  reply: uploadReply,
});

export const listFiles = endpoint({
  name: 'files.listFiles',
  method: 'GET',
  path: '/internal-file-manager/files',
  access: read,
  summary:
    'The files of a folder (or of the top level) the caller may see, by name unless sorted, by page; `shared=true`: ' +
    'those shared with the caller',
  query: filesQuery,
  reply: listOf(fileEntry),
});

export const getFile = endpoint({
  name: 'files.getFile',
  method: 'GET',
  path: '/internal-file-manager/files/{id}',
  access: read,
  record: policy('files.entry'),
  summary: 'One file, with its grants for whoever may share it',
  params: idParams,
  reply: fileDetail,
});

export const updateFile = endpoint({
  name: 'files.updateFile',
  method: 'PATCH',
  path: '/internal-file-manager/files/{id}',
  access: update,
  record: policy('files.entryEdit'),
  summary: 'Rename a file, move it to another folder, or make it private or public; its grants stay',
  params: idParams,
  body: updateFileBody,
  reply: fileEntry,
});

export const deleteFiles = endpoint({
  name: 'files.deleteFiles',
  method: 'DELETE',
  path: '/internal-file-manager/delete-files',
  access: remove,
  summary:
    'Delete files by `ids` (their bytes, entries and grants). All or none: an id the caller cannot see is a 404, ' +
    'one they may only read a 403, and nothing is deleted',
  query: z.object({ ids }),
  reply: z.object({ deleted: z.number().int(), ids: z.array(z.number().int()) }),
});

export const grantAccess = endpoint({
  name: 'files.grantAccess',
  method: 'POST',
  path: '/internal-file-manager/access',
  access: share,
  record: policy('files.entryShare', { key: 'body.fileId' }),
  summary:
    'Give a user, a role or a department read or write access to a file (again for the same grantee: the access changes)',
  body: grantFileBody,
  status: 201,
  reply: grant,
});

export const revokeAccess = endpoint({
  name: 'files.revokeAccess',
  method: 'DELETE',
  path: '/internal-file-manager/access/{id}',
  access: share,
  record: policy('files.grant'),
  summary: 'Take back a grant (of a file or a folder): refused at once to whoever it reached',
  params: idParams,
  reply: z.object({ id: z.number().int() }),
});

/** The record policies of this topic, declared for the contract (files.ts). */
export const entriesPolicies = {
  'files.entry': {
    kind: 'record',
    description:
      'a file the caller may read: theirs, in a folder of theirs, public (no private flag on it or a folder above), ' +
      'or granted to them, their role or their department (on it or a folder above); administrators reach every file',
  },
  'files.entryEdit': {
    kind: 'record',
    description: 'a file the caller may read (as files.entry); changing it needs write access (403 otherwise)',
  },
  'files.entryShare': {
    kind: 'record',
    description:
      'a file the caller may read; sharing it is for its owner, the owner of a folder above it and administrators (403)',
  },
  'files.grant': {
    kind: 'record',
    description:
      'a grant on a file or folder the caller may read; taking it back is for whoever may share that file or folder (403)',
  },
} as const;
