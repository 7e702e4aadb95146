import { deleteServer, setServerStatus, updateServer } from '@backoffice/contract/modules/hosting';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { DetailCard, Facts } from '../../../ui/detail-card';
import { ErrorAlert } from '../../../ui/error-alert';
import { monoFont } from '../../../ui/monospace';
import { PageHeader } from '../../../ui/page-header';
import { useServer } from '../api/servers';
import { DownHistoryCard, ServerWebsitesCard } from '../components/server-cards';
import { DeleteServerDialog, StatusDialog } from '../components/server-dialogs';
import { ServerStatusChip } from '../components/server-status';
import { checkLabel, typeLabel } from '../lib/labels';
import { hostingPaths } from '../paths';

const BACK = { to: hostingPaths.servers(), label: 'Servers' };
const EDIT_NEEDS = 'Editing a server needs the users:departments:update scope (spec)';

export default function ServerPage() {
  const id = Number(useParams().server);
  const navigate = useNavigate();
  const { data: server, error, isPending } = useServer({ params: { id } }, { enabled: Number.isInteger(id) && id > 0 });
  const canStatus = useCanCall(setServerStatus);
  const canEdit = useCanCall(updateServer);
  const canDelete = useCanCall(deleteServer);
  const [statusTo, setStatusTo] = useState<'Up' | 'Down' | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <ErrorAlert error={new Error('There is no such server.')} />;
  if (error) {
    return (
      <>
        <PageHeader title="Server" back={BACK} />
        <ErrorAlert error={error} />
      </>
    );
  }
  if (isPending || !server) return <LinearProgress aria-label="Loading the server" />;

  return (
    <>
      <PageHeader
        back={BACK}
        title={server.name}
        chips={<ServerStatusChip status={server.status} size="medium" />}
        subtitle={`${typeLabel(server.type)} · ${server.address}${server.location ? ` · ${server.location}` : ''}`}
        actions={
          <Stack direction="row" spacing={1}>
            {canStatus ? (
              <Button
                variant="outlined"
                color={server.status === 'Up' ? 'warning' : 'success'}
                onClick={() => setStatusTo(server.status === 'Up' ? 'Down' : 'Up')}
              >
                {server.status === 'Up' ? 'Set Down' : 'Set Up'}
              </Button>
            ) : null}
            {canEdit ? (
              <Button component={RouterLink} to={hostingPaths.editServer(server.id)} startIcon={<EditOutlined />}>
                Edit
              </Button>
            ) : (
              // The spec's letter (§2): editing a server needs users:departments:update, which a
              // server keeper may well lack; the action stays in sight and says why (docs/hosting.md).
              <Tooltip title={EDIT_NEEDS}>
                <span>
                  <Button disabled startIcon={<EditOutlined />}>
                    Edit
                  </Button>
                </span>
              </Tooltip>
            )}
            {canDelete ? (
              <DeleteButton
                blockedBy={server.websiteCount ? `It holds ${server.websiteCount} websites: move them first` : null}
                onClick={() => setDeleting(true)}
              />
            ) : null}
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <DetailCard title="Details">
          <Facts
            rows={[
              ['Status', `${server.status} since ${formatInstant(server.statusChangedAt)}`],
              ['Why', server.statusReason || '—'],
              [
                'Address',
                <Box component="span" sx={monoFont} key="a">
                  {server.address}
                </Box>,
              ],
              ['Check', checkLabel(server.check)],
              [
                'Services',
                server.services.length ? (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} key="s">
                    {server.services.map((s) => (
                      <Chip key={s.name} size="small" variant="outlined" label={`${s.name} :${s.port}`} />
                    ))}
                  </Stack>
                ) : (
                  'None listed'
                ),
              ],
              ['Notes', server.notes || '—'],
              ['Added', formatInstant(server.createdAt)],
            ]}
          />
        </DetailCard>
        <ServerWebsitesCard server={server} />
      </Box>
      <DownHistoryCard server={server} />
      <StatusDialog server={statusTo ? server : null} status={statusTo ?? 'Down'} onClose={() => setStatusTo(null)} />
      <DeleteServerDialog
        server={deleting ? server : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(hostingPaths.servers(), { replace: true })}
      />
    </>
  );
}
