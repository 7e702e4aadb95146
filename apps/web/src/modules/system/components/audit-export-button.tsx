import { AUDIT_EXPORT_CAP, type AuditExportQuery } from '@backoffice/contract/modules/system';
import { formatNumber } from '../../../core/numbers';
import { DownloadButton } from '../../../ui/download-button';
import { exportAuditLogRequest } from '../api/export-audit-log';

/** What the export holds, said where the count of entries is: the cap once the entries pass it. */
export function exportNote(total: { total: number; totalCapped?: boolean }): string | null {
  if (total.total <= AUDIT_EXPORT_CAP && !total.totalCapped) return null;
  return `Export CSV holds the newest ${formatNumber(AUDIT_EXPORT_CAP)}`;
}

/** The entries the filters show, as CSV from the server (at most AUDIT_EXPORT_CAP, newest first). */
export function AuditExportButton({ query, disabled }: { query: AuditExportQuery; disabled: boolean }) {
  return (
    <DownloadButton
      label="Export CSV"
      tooltip={`Download the entries these filters show as CSV: the newest ${formatNumber(AUDIT_EXPORT_CAP)} at most, each with its sentence, request and change`}
      disabled={disabled}
      download={() => exportAuditLogRequest(query)}
    />
  );
}
