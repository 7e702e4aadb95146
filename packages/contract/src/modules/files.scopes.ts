// The files module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/**
 * The internal file manager's scopes (spec §6 names the read scope; its screens, spec §2, need none).
 * Each scope opens a kind of call; which files and folders it reaches is the record rule's: the owner,
 * the owner of a folder above, administrators and grantees (docs/files.md "Who reaches what").
 */
export const declaredScopes = defineScopes({
  groups: { 'internal-file-manager': 'Internal Files Manager', 'internal-file-manager:files': 'Files' },
  scopes: {
    'internal-file-manager:files:read': {
      label: 'Read files',
      description: 'See the files and folders of the internal file manager that are public or shared with you.',
    },
    'internal-file-manager:files:create': {
      label: 'Upload files',
      description: 'Upload files and create folders (in your own folders, public ones, or those shared to write).',
    },
    'internal-file-manager:files:update': {
      label: 'Rename and move files',
      description: 'Rename and move the files and folders you own or that are shared with you to write.',
    },
    'internal-file-manager:files:delete': {
      label: 'Delete files',
      description: 'Delete the files you own or that are shared with you to write, and the folders you own.',
    },
    'internal-file-manager:files:share': {
      label: 'Share files',
      description: 'Grant and revoke access to the files and folders you own (users, roles, departments).',
    },
  },
});
