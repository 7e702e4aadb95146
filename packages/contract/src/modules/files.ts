// Files served by the internal file manager (spec §7 "files"). So far: the public path that
// profile images are served from. Decisions: docs/administration.md.
import { z } from 'zod';
import { FILE_KEY_PATTERN, PUBLIC_FILES_PATH } from '../files.js';
import { endpoint } from '../http.js';
import { defineScopes } from '../scopes.js';

/** The internal file manager's scope (spec §6; its screens, spec §2, need none). */
export const declaredScopes = defineScopes({
  groups: { 'internal-file-manager': 'Internal Files Manager', 'internal-file-manager:files': 'Files' },
  scopes: {
    'internal-file-manager:files:read': {
      label: 'Read files',
      description: 'See the files and folders of the internal file manager.',
    },
  },
});

export { FILE_KEY_PATTERN, PUBLIC_FILE_PREFIX, publicFilePath } from '../files.js';

export const publicFile = endpoint({
  name: 'files.publicFile',
  method: 'GET',
  path: `${PUBLIC_FILES_PATH}/{path}`,
  access: 'public',
  summary: 'The bytes of a public file (profile images), cached for a year: a key never changes content',
  params: z.object({ path: z.string().regex(FILE_KEY_PATTERN, 'is not a file key') }),
  /** The file itself, not JSON. */
  reply: z.unknown(),
});
