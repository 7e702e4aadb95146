// Files the server sends, saved or shown: through `callBlob` (core/api.ts), so the session's token
// goes with them and a session-ending 401 signs out as for any call.

import { PRIVATE_FILE_PREFIX, PUBLIC_FILE_PREFIX } from '@backoffice/contract/files';
import { privateFile, publicFile } from '@backoffice/contract/modules/files';
import { callBlob, type DownloadedFile } from './api';

/** Saves a Blob through the browser's download, under `filename`. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves text as a file through the browser's download. */
export function saveTextFile(filename: string, text: string, type = 'text/plain'): void {
  saveBlob(filename, new Blob([text], { type: `${type};charset=utf-8` }));
}

/**
 * A stored file by the link a record keeps (`/api/internal-file-manager/private/<id>.pdf`), fetched
 * with the session's token: a private file is only served so.
 */
export function fetchStoredFile(link: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const endpoint = link.startsWith(PRIVATE_FILE_PREFIX) ? privateFile : publicFile;
  const prefix = endpoint === privateFile ? PRIVATE_FILE_PREFIX : PUBLIC_FILE_PREFIX;
  if (!link.startsWith(prefix)) throw new Error(`Not a stored file link: ${link}`);
  const path = decodeURIComponent(link.slice(prefix.length));
  return callBlob(endpoint, { params: { path }, ...(signal ? { signal } : {}) });
}

/** Downloads a stored file and saves it under the name it was uploaded with. */
export async function downloadStoredFile(link: string, fallbackName = 'file'): Promise<void> {
  const file = await fetchStoredFile(link);
  saveBlob(file.filename ?? fallbackName, file.blob);
}
