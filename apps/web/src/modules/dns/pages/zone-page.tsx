import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { saveTextFile } from '../../../core/download';
import { notify } from '../../../core/notifications';
import { useCan, useIsAdmin } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteZone } from '../api/delete-zone';
import { exportZoneRequest } from '../api/export-zone';
import { useZone } from '../api/get-zone';
import { useRecords } from '../api/list-records';
import { useSetAdminOnly } from '../api/update-zone';
import { changeActions, pendingCount, useChangeList } from '../change-store';
import { AdminOnlyBadge } from '../components/admin-only-badge';
import { HistoryPanel } from '../components/history-panel';
import { RecordsPanel } from '../components/records-panel';
import { SyncStatus } from '../components/sync-status';
import { useZoneId, ZoneNotFound } from '../components/zone-not-found';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box sx={{ fontSize: 14 }}>{children}</Box>
    </Box>
  );
}

export default function ZonePage() {
  const zoneId = useZoneId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'records';
  const zone = useZone(zoneId ?? 0);
  const records = useRecords(zoneId ?? 0);
  const canEdit = useCan('dns:zone:create');
  const isAdmin = useIsAdmin();
  const setAdminOnly = useSetAdminOnly();
  const deleteZone = useDeleteZone();
  const list = useChangeList(zoneId ?? 0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);

  // A record another user deleted meanwhile cannot be deleted again: drop it from the list.
  const items = records.data?.items;
  useEffect(() => {
    if (zoneId && items) changeActions.keepExisting(zoneId, new Set(items.map((r) => r.id)));
  }, [zoneId, items]);

  if (zoneId === null) return <ZoneNotFound />;
  if (zone.error instanceof ApiRequestError && zone.error.status === 404) return <ZoneNotFound />;

  const data = zone.data;
  const exportFile = async () => {
    setExporting(true);
    try {
      const { filename, text } = await exportZoneRequest(zoneId);
      saveTextFile(filename, text);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const remove = () =>
    deleteZone.mutate(zoneId, {
      onSuccess: () => {
        setConfirmDelete(false);
        changeActions.clear(zoneId);
        notify({ level: 'success', title: 'Zone deleted', body: `${data?.displayName ?? 'The zone'} is gone.` });
        navigate('/dns', { replace: true });
      },
      // Spec §8: the server's own message.
      onError: (error) => {
        setConfirmDelete(false);
        showError(errorMessage(error));
      },
    });

  return (
    <>
      <Button component={RouterLink} to="/dns" startIcon={<ArrowBack />} size="small" color="inherit" sx={{ mb: 1 }}>
        DNS zones
      </Button>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
              {data ? data.displayName : <Skeleton width={220} />}
            </Typography>
            {data?.adminOnly ? <AdminOnlyBadge /> : null}
          </Box>
          {data && data.displayName !== data.name ? (
            <Typography variant="body2" color="text.secondary" sx={mono}>
              {data.name}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <Tooltip title="Download the zone as a BIND zone file">
            <span>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined />}
                onClick={exportFile}
                loading={exporting}
                disabled={!data}
              >
                Export zone file
              </Button>
            </span>
          </Tooltip>
          {canEdit ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
              disabled={!data}
            >
              Delete zone
            </Button>
          ) : null}
        </Box>
      </Box>

      {zone.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(zone.error)}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Name servers">
            {data ? (
              <Box sx={{ ...mono, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {data.nameservers.map((ns) => (
                  <span key={ns}>{ns}</span>
                ))}
              </Box>
            ) : (
              <Skeleton width="70%" />
            )}
          </Fact>
          <Fact label="Serial">{data ? <Box sx={mono}>{data.serial}</Box> : <Skeleton width={100} />}</Fact>
          <Fact label="Last change">{data ? formatInstant(data.updatedAt) : <Skeleton width={140} />}</Fact>
          <Fact label="Visibility">
            {!data ? (
              <Skeleton width={120} />
            ) : isAdmin ? (
              <FormControlLabel
                sx={{ ml: -0.5, mt: -0.5 }}
                control={
                  <Switch
                    size="small"
                    checked={data.adminOnly}
                    disabled={setAdminOnly.isPending}
                    onChange={(event) =>
                      setAdminOnly.mutate(
                        { id: data.id, adminOnly: event.target.checked },
                        { onError: (error) => showError(errorMessage(error)) },
                      )
                    }
                  />
                }
                label={<Typography variant="body2">Admin only</Typography>}
              />
            ) : (
              'Granted departments'
            )}
          </Fact>
        </Box>
      </Paper>

      {data ? (
        <Box sx={{ mb: 2 }}>
          <SyncStatus zoneId={data.id} status={data.powerDns} canPush={canEdit} />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={64} sx={{ mb: 2 }} />
      )}

      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab
          value="records"
          label={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>Records</span>
              {pendingCount(list) ? (
                <Box
                  component="span"
                  sx={{
                    px: 0.75,
                    borderRadius: 1,
                    fontSize: 12,
                    bgcolor: 'warning.main',
                    color: 'warning.contrastText',
                  }}
                >
                  {pendingCount(list)} unsaved
                </Box>
              ) : null}
            </Stack>
          }
        />
        <Tab value="history" label="History" />
      </Tabs>

      {tab === 'history' ? (
        <HistoryPanel zoneId={zoneId} />
      ) : data ? (
        <RecordsPanel zone={data} records={records.data?.items ?? []} loading={records.isPending} canEdit={canEdit} />
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
      {records.error && tab === 'records' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(records.error)}
        </Alert>
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        title="Delete zone?"
        confirmLabel="Delete zone"
        pending={deleteZone.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        <strong>{data?.displayName}</strong> and its {data?.recordCount ?? 0} records will be deleted and no longer
        served.
        {pendingCount(list) ? ' Your unsaved changes to it are discarded too.' : ''} This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
