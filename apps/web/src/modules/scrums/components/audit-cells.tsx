// Cells of an audit's row, shared by the all-audits list and a developer's audits.
import type { AuditSummary } from '@backoffice/contract/modules/scrums';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SeverityChip } from './chips';

/** "3 findings" with the worst one's severity. */
export function FindingsCell({ audit }: { audit: AuditSummary }) {
  if (!audit.findingCount)
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2">
        {audit.findingCount}
      </Typography>
      {audit.worstSeverity ? <SeverityChip severity={audit.worstSeverity} /> : null}
    </Stack>
  );
}

/** "1 open of 3". */
export function FollowUpsCell({ audit }: { audit: AuditSummary }) {
  if (!audit.followUpCount)
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ whiteSpace: 'nowrap', fontWeight: audit.openFollowUps ? 600 : undefined }}
    >
      {audit.openFollowUps
        ? `${audit.openFollowUps} open of ${audit.followUpCount}`
        : `All ${audit.followUpCount} done`}
    </Typography>
  );
}

/** The components' names, comma-separated (a retired one says so). */
export function componentNames(audit: Pick<AuditSummary, 'components'>): string {
  return audit.components.map((c) => (c.status === 'active' ? c.name : `${c.name} (${c.status})`)).join(', ');
}
