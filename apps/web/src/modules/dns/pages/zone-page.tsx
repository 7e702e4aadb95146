import { changeRecords, deleteZone as deleteZoneEndpoint, syncZone } from '@backoffice/contract/modules/dns';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { DownloadButton } from '../../../ui/download-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { mono } from '../../../ui/monospace';
import { PageHeader } from '../../../ui/page-header';
import { exportZoneRequest } from '../api/export-zone';
import { useZone } from '../api/get-zone';
import { useRecords } from '../api/list-records';
import { AdminOnlyBadge } from '../components/admin-only-badge';
import { DeleteZoneDialog } from '../components/delete-zone-dialog';
import { HistoryPanel } from '../components/history-panel';
import { RecordsPanel } from '../components/records-panel';
import { SyncStatus } from '../components/sync-status';
import { RecordsTabLabel, ZoneFacts } from '../components/zone-facts';
import { useZoneId, ZoneNotFound } from '../components/zone-not-found';
import { changeActions, pendingCount, useChangeList } from '../lib/change-store';
import { dnsPaths } from '../paths';

export default function ZonePage() {
  const zoneId = useZoneId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'records';
  const zone = useZone({ params: { id: zoneId ?? 0 } }, { enabled: zoneId !== null });
  const records = useRecords({ params: { id: zoneId ?? 0 } }, { enabled: zoneId !== null });
  const canEdit = useCanCall(changeRecords);
  const canPush = useCanCall(syncZone);
  const canDelete = useCanCall(deleteZoneEndpoint);
  const list = useChangeList(zoneId ?? 0);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // A record another user deleted meanwhile cannot be deleted again: drop it from the list.
  const items = records.data?.items;
  useEffect(() => {
    if (zoneId && items) changeActions.keepExisting(zoneId, new Set(items.map((r) => r.id)));
  }, [zoneId, items]);

  if (zoneId === null) return <ZoneNotFound />;
  if (zone.error instanceof ApiRequestError && zone.error.status === 404) return <ZoneNotFound />;
  // A zone that could not be loaded: its message and "Try again", no skeleton drawing on under it.
  if (zone.error && !zone.data) {
    return (
      <>
        <PageHeader back={{ to: dnsPaths.zones(), label: 'DNS zones' }} title="DNS zone" />
        <ErrorAlert error={zone.error} />
      </>
    );
  }

  const data = zone.data;
  return (
    <>
      <PageHeader
        back={{ to: dnsPaths.zones(), label: 'DNS zones' }}
        title={
          data ? (
            <Box component="span" sx={{ wordBreak: 'break-all' }}>
              {data.displayName}
            </Box>
          ) : (
            <Skeleton width={220} />
          )
        }
        chips={data?.adminOnly ? <AdminOnlyBadge /> : null}
        subtitle={
          data && data.displayName !== data.name ? (
            <Box component="span" sx={mono}>
              {data.name}
            </Box>
          ) : null
        }
        actions={
          <>
            <DownloadButton
              label="Export zone file"
              tooltip="Download the zone as a BIND zone file"
              disabled={!data}
              download={() => exportZoneRequest(zoneId)}
            />
            {canDelete ? (
              <DeleteButton label="Delete zone" onClick={() => setConfirmDelete(true)} disabled={!data} />
            ) : null}
          </>
        }
      />
      <ErrorAlert error={zone.error} />

      <ZoneFacts zone={data} />

      {data ? (
        <Box sx={{ mb: 2 }}>
          <SyncStatus zoneId={data.id} status={data.powerDns} canPush={canPush} />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={64} sx={{ mb: 2 }} />
      )}

      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="records" label={<RecordsTabLabel unsaved={pendingCount(list)} />} />
        <Tab value="history" label="History" />
      </Tabs>

      {tab === 'history' ? (
        <HistoryPanel zoneId={zoneId} />
      ) : data ? (
        <RecordsPanel zone={data} records={records.data?.items ?? []} loading={records.isPending} canEdit={canEdit} />
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
      {tab === 'records' ? <ErrorAlert error={records.error} sx={{ mt: 2 }} /> : null}

      <DeleteZoneDialog
        zone={confirmDelete ? (data ?? null) : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => navigate(dnsPaths.zones(), { replace: true })}
      />
    </>
  );
}
