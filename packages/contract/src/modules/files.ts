// Files served by the internal file manager (spec §7 "files"). So far: the public path that
// profile images are served from. Decisions: docs/administration.md.
import { z } from 'zod';
import { endpoint } from '../http.js';

/** A stored file's opaque key: a random UUID and the extension of its detected type. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

const PUBLIC_FILES = '/internal-file-manager/public';

export const publicFile = endpoint({
  name: 'files.publicFile',
  method: 'GET',
  path: `${PUBLIC_FILES}/{path}`,
  access: 'public',
  summary: 'The bytes of a public file (profile images), cached for a year: a key never changes content',
  params: z.object({ path: z.string().regex(FILE_KEY_PATTERN, 'is not a file key') }),
  /** The file itself, not JSON. */
  reply: z.unknown(),
});

/** Where public files are served: a stored image path is this prefix plus the file's key. */
export const PUBLIC_FILE_PREFIX = `/api${PUBLIC_FILES}/`;

/** The URL path of a public file, as stored in `profileImage` and `personalDetails.image`. */
export function publicFilePath(key: string): string {
  return `${PUBLIC_FILE_PREFIX}${key}`;
}
