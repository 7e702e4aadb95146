// What the file manager's topics share (docs/files.md): the grant's shape, names, the calls' access.
import { z } from 'zod';
import { bodyId, isoInstant, scopes } from '../../http.js';

export const read = scopes('internal-file-manager:files:read');
export const create = scopes('internal-file-manager:files:create');
export const update = scopes('internal-file-manager:files:update');
export const remove = scopes('internal-file-manager:files:delete');
export const share = scopes('internal-file-manager:files:share');

/** read: open and download; write: also upload into (a folder), rename, move and delete. */
export const ACCESS_TYPES = ['read', 'write'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** Whom a grant names; a role or department grant follows its members as they change. */
export const GRANTEE_TYPES = ['user', 'role', 'department'] as const;
export type GranteeType = (typeof GRANTEE_TYPES)[number];

export const NAME_MAX_LENGTH = 200;

/** A file's or folder's name as a user types it: shown only, never a path. */
export const entryName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !/[/\\]/.test(name) && name !== '.' && name !== '..', {
    message: 'must be a name, without "/", "\\" or ".."',
  })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .refine((name) => !/[\u0000-\u001f\u007f-\u009f]/.test(name), { message: 'must not contain control characters' });

export const grantee = z.object({
  type: z.enum(GRANTEE_TYPES),
  id: bodyId,
});
export type Grantee = z.infer<typeof grantee>;

/** One access to give: `{ accessType, grantAccessTo: { type, id } }` (also the upload's `access` part, a list). */
export const accessBody = z.object({
  accessType: z.enum(ACCESS_TYPES),
  grantAccessTo: grantee,
});
export type AccessBody = z.infer<typeof accessBody>;

export const grant = z.object({
  id: z.number().int(),
  fileId: z.number().int().nullable(),
  folderId: z.number().int().nullable(),
  accessType: z.enum(ACCESS_TYPES),
  grantAccessTo: grantee.extend({ name: z.string() }),
  createdAt: isoInstant,
});
export type Grant = z.infer<typeof grant>;

/** What the caller may do with a file or folder (the screens show only what the server allows). */
export const permissions = z.object({
  canWrite: z.boolean(),
  canShare: z.boolean(),
  canDelete: z.boolean(),
});
