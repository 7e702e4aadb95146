// Where stored files live in URLs: the server's core keeps files under opaque keys (core/files.ts),
// the files module serves the public ones, and other modules store their paths (profile images).
/** A stored file's opaque key: a random UUID and the extension of its detected type. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/** The path (below /api) public files are served from. */
export const PUBLIC_FILES_PATH = '/internal-file-manager/public';

/** Where public files are served: a stored image path is this prefix plus the file's key. */
export const PUBLIC_FILE_PREFIX = `/api${PUBLIC_FILES_PATH}/`;

/** The URL path of a public file, as stored in `profileImage` and `personalDetails.image`. */
export function publicFilePath(key: string): string {
  return `${PUBLIC_FILE_PREFIX}${key}`;
}
