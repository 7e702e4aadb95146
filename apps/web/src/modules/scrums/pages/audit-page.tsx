// /scrums/audits/{auditId} (beyond the spec's screens: docs/scrum.md "Screens"): one audit, read-only — what
// the developer's and the follow-up owners' notifications open. Edit and Delete for those who may (never
// on an audit about oneself, as the server enforces).
import { type DevAudit, deleteAudit, updateAudit } from '@backoffice/contract/modules/scrums';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { useSession } from '../../../core/session';
import { useCan, useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { DetailCard, Facts } from '../../../ui/detail-card';
import { ErrorAlert } from '../../../ui/error-alert';
import { flashState } from '../../../ui/flash';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { useAudit, useDeleteAudit } from '../api/audits';
import { ComponentChip, RatingChip, SeverityChip } from '../components/chips';
import { scrumsPaths } from '../paths';

const day = (d: string) => formatDay(d, { weekday: false });

const HOME = { to: '/', label: 'Home' };

export default function AuditPage() {
  const id = Number(useParams().auditId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.id);
  const readsAll = useCan('scrums:audits:read');
  const { data: audit, error } = useAudit({ params: { id: valid ? id : 1 } }, { enabled: valid });
  const mayChange = audit !== undefined && audit.developer.id !== me;
  const canUpdate = useCanCall(updateAudit) && mayChange;
  const canDelete = useCanCall(deleteAudit) && mayChange;
  const remove = useDeleteAudit();
  const [deleting, setDeleting] = useState(false);
  const back = readsAll
    ? { to: scrumsPaths.audits(), label: 'Dev audits' }
    : me !== undefined
      ? { to: scrumsPaths.developer(me), label: 'Your dev audits' }
      : undefined;

  if (!valid || (error instanceof ApiRequestError && error.status === 404)) {
    return <NotFoundScreen title="Audit not found" description="There is no such audit to show." back={back ?? HOME} />;
  }
  if (error) return <ErrorAlert error={error} />;
  if (!audit) return <Skeleton variant="rounded" height={320} aria-label="Loading the audit" />;

  return (
    <>
      <PageHeader
        title={`Dev audit of ${day(audit.date)}`}
        subtitle={audit.developer.id === me ? 'About you' : audit.developer.name}
        back={back}
        actions={
          <Stack direction="row" spacing={1}>
            {canUpdate ? (
              <Button component={RouterLink} to={scrumsPaths.editAudit(audit.id)} startIcon={<EditOutlined />}>
                Edit
              </Button>
            ) : null}
            {canDelete ? <DeleteButton onClick={() => setDeleting(true)} /> : null}
          </Stack>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 920 }}>
        <DetailCard title="Audit">
          <Facts
            rows={[
              [
                'Developer',
                <Link key="d" component={RouterLink} to={scrumsPaths.developer(audit.developer.id)} underline="hover">
                  {audit.developer.name}
                </Link>,
              ],
              ['Auditor', audit.auditor?.name ?? '—'],
              ['Held on', day(audit.date)],
              [
                'Period reviewed',
                audit.periodFrom && audit.periodTo ? `${day(audit.periodFrom)} – ${day(audit.periodTo)}` : '—',
              ],
              ['Rating', <RatingChip key="r" rating={audit.rating} />],
              [
                'Components',
                <Stack key="c" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {audit.components.map((c) => (
                    <ComponentChip key={c.id} component={c} />
                  ))}
                </Stack>,
              ],
            ]}
          />
        </DetailCard>
        <DetailCard title={`Findings (${audit.findings.length})`}>
          <Findings audit={audit} />
        </DetailCard>
        <DetailCard title={`Follow-ups (${audit.openFollowUps} open of ${audit.followUps.length})`}>
          <FollowUps audit={audit} />
        </DetailCard>
        {audit.notes ? (
          <DetailCard title="Notes">
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{audit.notes}</Typography>
          </DetailCard>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title="Delete this audit?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync({ params: { id: audit.id } });
          navigate(scrumsPaths.developer(audit.developer.id), {
            state: flashState({ severity: 'success', title: `The audit of ${day(audit.date)} was deleted` }),
          });
        }}
        onClose={() => setDeleting(false)}
      >
        Its findings and follow-ups go with it, for good.
      </ConfirmDialog>
    </>
  );
}

function Findings({ audit }: { audit: DevAudit }) {
  if (!audit.findings.length) return <Typography color="text.secondary">No findings.</Typography>;
  return (
    <List dense disablePadding aria-label="Findings">
      {audit.findings.map((f) => (
        <ListItem key={f.id} disableGutters divider alignItems="flex-start" sx={{ gap: 1.5 }}>
          <Box sx={{ pt: 0.75 }}>
            <SeverityChip severity={f.severity} />
          </Box>
          <ListItemText
            primary={f.text}
            secondary={f.component.name}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function FollowUps({ audit }: { audit: DevAudit }) {
  if (!audit.followUps.length) return <Typography color="text.secondary">No follow-ups.</Typography>;
  return (
    <List dense disablePadding aria-label="Follow-ups">
      {audit.followUps.map((f) => (
        <ListItem key={f.id} disableGutters divider alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 36, pt: 0.5 }}>
            {f.done ? (
              <CheckCircleOutlined color="success" aria-label="Done" />
            ) : (
              <RadioButtonUncheckedOutlined color="action" aria-label="Open" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={f.text}
            secondary={[f.owner?.name ?? 'No owner', f.dueDate ? `due ${day(f.dueDate)}` : 'no due day'].join(' · ')}
            slotProps={{
              primary: { sx: { textDecoration: f.done ? 'line-through' : undefined, overflowWrap: 'anywhere' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
