// A kind's list screen: its header (create, the archive) above the list.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../core/use-can';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { KIND_WORDS, kindScopes } from '../lib/kind';
import { bugReportPaths } from '../paths';
import { ReportsList } from './reports-list';

const SUBTITLES = {
  bug: 'What is broken, who is on it and how far it got. Closed reports move to the archive after a while.',
  feature: 'What people would like the back office to do. Closed requests move to the archive after a while.',
} as const;

export function ReportsPage({ kind }: { kind: ReportKind }) {
  const scopes = kindScopes(kind);
  const canCreate = useCan(scopes.create);
  const canArchive = useCan(scopes.read, scopes.archive);
  return (
    <>
      <PageHeader
        title={KIND_WORDS[kind].title}
        subtitle={SUBTITLES[kind]}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canArchive ? (
              <Button
                component={RouterLink}
                to={bugReportPaths.archive(kind)}
                variant="outlined"
                startIcon={<Inventory2Outlined />}
              >
                Archive
              </Button>
            ) : null}
            {canCreate ? <CreateButton to={bugReportPaths.create(kind)} label={KIND_WORDS[kind].create} /> : null}
          </Stack>
        }
      />
      <ReportsList kind={kind} />
    </>
  );
}
