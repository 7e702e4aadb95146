// The file manager's files calls (spec §7 "/internal-file-manager"): a folder's files, one, rename or move,
// delete by ids, and the upload with progress and cancel.
import {
  deleteFiles,
  getFile,
  getFolder,
  listFiles,
  listFolders,
  UPLOAD_FIELDS,
  updateFile,
  uploadFiles,
} from '@backoffice/contract/modules/files';
import { upload } from '../../../core/api';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useFiles = endpointQuery(listFiles, { keepPreviousData: true }).use;
export const useFile = endpointQuery(getFile).use;

const answers = [listFiles, getFile, getFolder, listFolders];
export const useUpdateFile = endpointMutation(updateFile, { invalidates: answers });
export const useDeleteFiles = endpointMutation(deleteFiles, { invalidates: answers });
export { answers as fileAnswers };

/** One file up, as the manager's drop zone sends them (one request a file: its own progress and cancel). */
export function uploadFile(
  file: File,
  target: { folderId: number | null; isPrivate: boolean },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.isPrivate, String(target.isPrivate));
  if (target.folderId !== null) form.append(UPLOAD_FIELDS.folderId, String(target.folderId));
  form.append(UPLOAD_FIELDS.files, file, file.name);
  return upload(uploadFiles, { body: form, signal }, onProgress);
}
