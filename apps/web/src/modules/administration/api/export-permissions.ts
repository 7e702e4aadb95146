import { exportPermissions, type PermissionsExportQuery } from '@backoffice/contract/modules/administration';
import { callText } from '../../../core/api';

/** Holders of scopes, or one user's scopes, as CSV (text/csv), with the file name the server suggests. */
export async function exportPermissionsRequest(
  query: PermissionsExportQuery,
): Promise<{ filename: string; text: string }> {
  const { filename, text } = await callText(exportPermissions, { query });
  return { filename: filename ?? 'permissions.csv', text };
}
