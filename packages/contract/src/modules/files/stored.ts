// Stored files served by the internal file manager's paths (spec §7 "internal-file-manager": GET
// /public/{path} and /private/{path} as blob). Every module's files are served here: profile
// pictures today, leave documents and screenshots next. Decisions: docs/architecture.md "Stored files".
import { z } from 'zod';
import { PRIVATE_FILES_PATH, PUBLIC_FILES_PATH } from '../../files.js';
import { endpoint, policy } from '../../http.js';

export {
  FILE_PATH_PATTERN,
  fileIdOf,
  PRIVATE_FILE_PREFIX,
  PUBLIC_FILE_PREFIX,
  storedFilePath,
} from '../../files.js';

/** `<id>` or `<id>.<ext>` (FILE_PATH_PATTERN); anything else names no file and answers 404, as an unknown id. */
const filePath = z.object({ path: z.string().min(1).max(100, 'is not a file path') });

const download =
  'Answers ranges (206, 416), `ETag` (the SHA-256) with `If-None-Match` (304), the original name in ' +
  '`Content-Disposition` and `X-Content-Type-Options: nosniff`';

export const publicFile = endpoint({
  name: 'files.publicFile',
  method: 'GET',
  path: `${PUBLIC_FILES_PATH}/{path}`,
  access: 'public',
  // Any public file: anyone with its link (an unguessable id) may have it; a private file's link answers 404 here.
  record: 'any',
  summary: `The bytes of a public file (profile pictures, the file manager's public files), cached for good: a file never changes. ${download}`,
  params: filePath,
  /** The file itself, not JSON. */
  reply: z.unknown(),
});

export const privateFile = endpoint({
  name: 'files.privateFile',
  method: 'GET',
  path: `${PRIVATE_FILES_PATH}/{path}`,
  access: 'signedIn',
  record: policy('files.privateFile', { key: 'params.path' }),
  summary: `The bytes of a private file, never cached; to anyone its module does not let read it, 404. ${download}`,
  params: filePath,
  /** The file itself, not JSON. */
  reply: z.unknown(),
});
