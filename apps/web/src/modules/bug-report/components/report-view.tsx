// One report (spec §2 /bug-feature/bug-reports/{id}, /feature-requests/{id}): its header (title, status,
// priority; delete or restore), the description, files, the discussion and notes, and the sidebar where its
// status, priority, assignee and watchers change. A report of the other kind, or a deleted one for a reader
// who may not see it, is not there (the server answers 404).
import type { Report, ReportKind } from '@backoffice/contract/modules/bug-report';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { reportsApi } from '../api/reports';
import { capital, KIND_WORDS, kindScopes } from '../lib/kind';
import { bugReportPaths } from '../paths';
import { Discussion } from './discussion';
import { EditReportDialog } from './edit-report-dialog';
import { DeletedChip, PriorityChip, StatusChip } from './report-chips';
import { ReportFiles } from './report-files';
import { ReportSidebar } from './report-sidebar';

export function ReportView({ kind }: { kind: ReportKind }) {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const words = KIND_WORDS[kind];
  const back = { to: bugReportPaths.list(kind), label: words.title };
  const report = reportsApi[kind].get.use({ params: { id } }, { enabled: id > 0 });
  const missing = id === 0 || (report.error instanceof ApiRequestError && report.error.status === 404);
  if (missing) {
    return (
      <NotFoundScreen
        title={`There is no such ${words.one}`}
        description="It may have been deleted, or the link is wrong."
        back={back}
      />
    );
  }
  if (report.error) return <ErrorAlert error={report.error} onRetry={() => report.refetch()} />;
  if (!report.data) return <ReportSkeleton />;
  return <Loaded kind={kind} report={report.data} back={back} />;
}

function ReportSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      <Skeleton width={120} />
      <Skeleton variant="text" sx={{ fontSize: 32, maxWidth: 520 }} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

function Loaded({ kind, report, back }: { kind: ReportKind; report: Report; back: { to: string; label: string } }) {
  const words = KIND_WORDS[kind];
  const mayDelete = useCan(kindScopes(kind).delete);
  const mayEdit = useCan(kindScopes(kind).update);
  const api = reportsApi[kind];
  const remove = api.useDelete();
  const restore = api.useRestore();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const deleted = report.deletedAt !== null;
  return (
    <>
      <PageHeader
        back={back}
        title={
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {report.title}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              #{report.id}
            </Box>
          </Box>
        }
        chips={
          <>
            <StatusChip status={report.status} />
            <PriorityChip priority={report.priority} />
            {deleted ? <DeletedChip /> : null}
          </>
        }
        actions={
          <>
            {mayEdit && !deleted ? (
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {mayDelete ? (
              deleted ? (
                <Button
                  variant="outlined"
                  startIcon={<RestoreFromTrashOutlined />}
                  disabled={restore.isPending}
                  onClick={() =>
                    restore.mutate(
                      { params: { id: report.id } },
                      {
                        onSuccess: () => notify({ level: 'success', title: `${capital(words.one)} restored` }),
                        onError: (error) =>
                          notify({ level: 'error', title: 'Not restored', body: errorMessage(error) }),
                      },
                    )
                  }
                >
                  Restore
                </Button>
              ) : (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutline />}
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </Button>
              )
            ) : null}
          </>
        }
      />
      {editing ? <EditReportDialog kind={kind} report={report} onClose={() => setEditing(false)} /> : null}
      {deleted ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Deleted{report.deletedBy ? ` by ${report.deletedBy.name}` : ''}: only those who may delete {words.many} see
          it. Restore it to change or discuss it; otherwise it is purged with its files after a while.
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card variant="outlined" component="section" aria-label="Description">
            <CardContent>
              <Typography
                variant="body1"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                color={report.description ? 'text.primary' : 'text.secondary'}
              >
                {report.description || 'No description.'}
              </Typography>
            </CardContent>
          </Card>
          <ReportFiles kind={kind} report={report} />
          <Discussion kind={kind} report={report} />
        </Stack>
        <ReportSidebar kind={kind} report={report} />
      </Box>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${words.one} #${report.id}?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { params: { id: report.id } },
            {
              onSuccess: () => {
                setDeleting(false);
                notify({ level: 'success', title: `${capital(words.one)} #${report.id} deleted` });
              },
              onError: (error) => {
                setDeleting(false);
                notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) });
              },
            },
          )
        }
      >
        It leaves the lists; it can be restored until it is purged with its files.
      </ConfirmDialog>
    </>
  );
}
