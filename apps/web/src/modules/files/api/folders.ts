// The file manager's folders calls: the tree, one folder, create, rename or move, delete.
import {
  createFolder,
  deleteFolder,
  getFolder,
  listFiles,
  listFolders,
  updateFolder,
} from '@backoffice/contract/modules/files';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useFolders = endpointQuery(listFolders).use;
export const useFolder = endpointQuery(getFolder, { keepPreviousData: true }).use;

const answers = [listFolders, getFolder, listFiles];
export const useCreateFolder = endpointMutation(createFolder, { invalidates: answers });
export const useUpdateFolder = endpointMutation(updateFolder, { invalidates: answers });
export const useDeleteFolder = endpointMutation(deleteFolder, { invalidates: answers });
