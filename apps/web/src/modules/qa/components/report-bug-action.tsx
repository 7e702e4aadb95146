// The tracker's hook on a reviewed conversation (docs/tracker.md "From a QC conversation"): "Report a bug"
// opens the tracker's create screen with this chat or ticket linked, and the bug reports already filed from
// it are listed beside it. Kept apart from QC's own screens: the conversation page only places it.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '../../../core/endpoint-query';
import { useCan } from '../../../core/use-can';
import { bugReportPaths } from '../../bug-report/paths';

const filedFrom = endpointQuery(bugEndpoints.conversationReports);

export function ReportBugAction({ kind, id }: { kind: 'chat' | 'ticket'; id: number }) {
  const canRead = useCan('bug-report:bugs:read');
  const canCreate = useCan('bug-report:bugs:read', 'bug-report:bugs:create');
  const filed = filedFrom.use({ query: { kind, id } }, { enabled: canRead && id > 0 });
  if (!canRead) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(filed.data ?? []).map((report) => (
        <Chip
          key={report.id}
          clickable
          component={RouterLink}
          to={bugReportPaths.report('bug', report.id)}
          icon={<BugReportOutlined fontSize="small" />}
          label={`#${report.id} ${report.title} · ${report.status.name}`}
          variant="outlined"
          sx={{ maxWidth: 320 }}
        />
      ))}
      {canCreate ? (
        <Button
          component={RouterLink}
          to={bugReportPaths.create('bug', { kind, id })}
          variant="outlined"
          startIcon={<BugReportOutlined />}
        >
          Report a bug
        </Button>
      ) : null}
    </Stack>
  );
}
