// The files module: stored files served by the internal file manager's paths (every module's files:
// profile pictures, leave documents…) and the internal file manager itself: files, folders and grants
// (spec §2, §3 "File manager", §7 "/internal-file-manager"; docs/files.md). One file per topic below `files/`.
import { definePolicies } from '../policies.js';
import { entriesPolicies } from './files/entries.js';
import { foldersPolicies } from './files/folders.js';

export * from './files/entries.js';
export {
  ACCESS_TYPES,
  type AccessBody,
  type AccessType,
  accessBody,
  GRANTEE_TYPES,
  type Grant,
  type Grantee,
  type GranteeType,
  grant,
  NAME_MAX_LENGTH,
} from './files/fields.js';
export * from './files/folders.js';
export * from './files/stored.js';
export { declaredScopes } from './files.scopes.js';

export const declaredPolicies = definePolicies({
  'files.privateFile': {
    kind: 'record',
    description:
      'the module that stored the file decides who may read it (the uploader, the record’s owner…; the file manager: ' +
      'its owner, administrators and grantees)',
  },
  ...entriesPolicies,
  ...foldersPolicies,
});

export const errorCodes = {
  FILES_NAME_TAKEN: 409,
  FILES_FOLDER_LOOP: 409,
} as const;
