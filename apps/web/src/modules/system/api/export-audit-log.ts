import { type AuditExportQuery, exportAuditLog } from '@backoffice/contract/modules/system';
import { callText } from '../../../core/api';

/** The filtered log as CSV (text/csv), with the file name the server suggests. */
export async function exportAuditLogRequest(query: AuditExportQuery): Promise<{ filename: string; text: string }> {
  const { filename, text } = await callText(exportAuditLog, { query });
  return { filename: filename ?? 'audit-log.csv', text };
}
