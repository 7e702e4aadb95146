// The files module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
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
