import { addIps, deleteSet } from '@backoffice/contract/modules/ipset';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { DownloadButton } from '../../../ui/download-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { mono } from '../../../ui/monospace';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { exportSetRequest } from '../api/export-set';
import { useSet } from '../api/get-set';
import { AddEntries } from '../components/add-entries';
import { DeleteSetDialog } from '../components/delete-set-dialog';
import { SetEntries } from '../components/set-entries';
import { FAMILY_LABEL, TYPE_HELP } from '../lib/labels';
import { ipsetPaths } from '../paths';

function SetNotFound({ name }: { name: string }) {
  return (
    <NotFoundScreen
      title="IP set not found"
      description={`There is no IP set named “${name}”. It may have been deleted or renamed.`}
      back={{ to: ipsetPaths.sets(), label: 'All IP sets' }}
    />
  );
}

export default function SetPage() {
  const { setName = '' } = useParams();
  const navigate = useNavigate();
  const set = useSet({ params: { id: setName } });
  const canAdd = useCanCall(addIps);
  const canDelete = useCanCall(deleteSet);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (set.error instanceof ApiRequestError && (set.error.status === 404 || set.error.status === 400)) {
    return <SetNotFound name={setName} />;
  }
  // A set that could not be loaded: its message and "Try again", no skeleton drawing on under it.
  if (set.error && !set.data) {
    return (
      <>
        <PageHeader back={{ to: ipsetPaths.sets(), label: 'IP sets' }} title={setName} />
        <ErrorAlert error={set.error} />
      </>
    );
  }
  const data = set.data;

  return (
    <>
      <PageHeader
        back={{ to: ipsetPaths.sets(), label: 'IP sets' }}
        title={
          data ? (
            <Box component="span" sx={{ ...mono, fontSize: '1.25rem', fontWeight: 700 }}>
              {data.name}
            </Box>
          ) : (
            <Skeleton width={200} />
          )
        }
        chips={
          data ? (
            <>
              <Chip
                size="small"
                variant="outlined"
                label={`${data.family} · ${FAMILY_LABEL[data.family]}`}
                sx={{ height: 22 }}
              />
              <Tooltip title={TYPE_HELP[data.type]}>
                <Chip size="small" variant="outlined" label={data.type} sx={{ height: 22 }} />
              </Tooltip>
            </>
          ) : null
        }
        subtitle={
          data ? (
            <>
              {formatNumber(data.entryCount)} entr{data.entryCount === 1 ? 'y' : 'ies'} · changed{' '}
              {formatInstant(data.updatedAt)}
              {data.description ? ` · ${data.description}` : ''}
            </>
          ) : (
            <Skeleton width={260} />
          )
        }
        actions={
          <>
            <DownloadButton
              label="Export"
              tooltip="Download as an ipset restore script"
              disabled={!data}
              download={async () => ({
                filename: `${data?.name ?? setName}.ipset`,
                text: await exportSetRequest(setName),
              })}
            />
            {canDelete ? (
              <DeleteButton label="Delete set" onClick={() => setConfirmDelete(true)} disabled={!data} />
            ) : null}
          </>
        }
      />
      <ErrorAlert error={set.error} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: canAdd ? 'minmax(0, 1fr) 380px' : '1fr' },
        }}
      >
        <Box sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
          <SetEntries setRef={setName} canAdd={canAdd} total={data?.entryCount ?? 0} />
        </Box>
        {canAdd ? (
          <Box sx={{ order: { xs: 1, lg: 2 }, position: { lg: 'sticky' }, top: { lg: 80 } }}>
            {data ? <AddEntries set={data} setRef={setName} /> : <Skeleton variant="rounded" height={220} />}
          </Box>
        ) : null}
      </Box>
      <DeleteSetDialog
        set={confirmDelete ? (data ?? null) : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => navigate(ipsetPaths.sets(), { replace: true })}
      />
    </>
  );
}
