// Sharing: grants on a file or a folder, and taking one back.
import {
  getFile,
  getFolder,
  grantAccess,
  grantFolderAccess,
  listFiles,
  listFolders,
  revokeAccess,
} from '@backoffice/contract/modules/files';
import { endpointMutation } from '../../../core/endpoint-query';

const answers = [getFile, getFolder, listFiles, listFolders];
export const useGrantAccess = endpointMutation(grantAccess, { invalidates: answers });
export const useGrantFolderAccess = endpointMutation(grantFolderAccess, { invalidates: answers });
export const useRevokeAccess = endpointMutation(revokeAccess, { invalidates: answers });
