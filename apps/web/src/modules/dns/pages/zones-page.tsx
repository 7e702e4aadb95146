import type { DnsZoneSummary } from '@backoffice/contract/modules/dns';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { useCan, useIsAdmin } from '../../../core/use-can';
import { usePaging } from '../../../core/use-paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { RefetchBar } from '../../../ui/refetch-bar';
import { UrlSearchField } from '../../../ui/url-search-field';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useDeleteZone } from '../api/delete-zone';
import { useZones } from '../api/list-zones';
import { useSetAdminOnly } from '../api/update-zone';
import { pendingCount, usePendingCounts } from '../change-store';
import { AdminOnlyBadge } from '../components/admin-only-badge';

const PAGE_SIZES = [25, 50, 100] as const;
const number = new Intl.NumberFormat('en');

/** The admin-only switch; only admins see the column. */
function AdminOnlyCell({ zone }: { zone: DnsZoneSummary }) {
  const setAdminOnly = useSetAdminOnly();
  const label = zone.adminOnly
    ? `${zone.displayName} is admin-only: only administrators see it. Switch off to let granted departments see it.`
    : `Make ${zone.displayName} admin-only: hidden from everyone but administrators.`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={label}>
        <Switch
          size="small"
          checked={zone.adminOnly}
          disabled={setAdminOnly.isPending}
          onChange={(event) =>
            setAdminOnly.mutate(
              { id: zone.id, adminOnly: event.target.checked },
              { onError: (error) => showError(errorMessage(error)) },
            )
          }
          slotProps={{ input: { 'aria-label': `Admin only: ${zone.displayName}` } }}
        />
      </Tooltip>
      {zone.adminOnly ? <AdminOnlyBadge /> : null}
    </Box>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
    <TableRow key={i}>
      <TableCell>
        <Skeleton width={180} />
      </TableCell>
      <TableCell align="right">
        <Skeleton width={30} sx={{ ml: 'auto' }} />
      </TableCell>
      <TableCell>
        <Skeleton width={90} />
      </TableCell>
      <TableCell>
        <Skeleton width={140} />
      </TableCell>
      {columns === 6 ? (
        <TableCell>
          <Skeleton width={60} />
        </TableCell>
      ) : null}
      <TableCell />
    </TableRow>
  ));
}

export default function ZonesPage() {
  const { page, take, search, setPaging } = usePaging(PAGE_SIZES);
  const { data, error, isPending, isFetching } = useZones({ page, take, search });
  const canCreate = useCan('dns:zone:create');
  const isAdmin = useIsAdmin();
  const pending = usePendingCounts();
  const [toDelete, setToDelete] = useState<DnsZoneSummary | null>(null);
  const deleteZone = useDeleteZone();

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  // Others never see admin-only zones, so the column would always be empty for them.
  const columns = isAdmin ? 6 : 5;

  const confirmDelete = () => {
    if (!toDelete) return;
    const zone = toDelete;
    deleteZone.mutate(zone.id, {
      onSuccess: () => {
        setToDelete(null);
        notify({ level: 'success', title: 'Zone deleted', body: `${zone.displayName} and its records are gone.` });
      },
      // Spec §8: the server's own message.
      onError: (failure) => {
        setToDelete(null);
        showError(errorMessage(failure));
      },
    });
  };

  return (
    <>
      <PageHeader
        title="DNS zones"
        subtitle="Domains we serve, their records and who may change them."
        actions={
          canCreate ? (
            <>
              <Button
                component={RouterLink}
                to="/dns/zone/create?mode=import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
              >
                Import
              </Button>
              <Button component={RouterLink} to="/dns/zone/create" variant="contained" startIcon={<Add />}>
                New zone
              </Button>
            </>
          ) : null
        }
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <UrlSearchField label="Search zones" placeholder="Search by domain" width={360} />
          <Box sx={{ flex: 1 }} />
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {number.format(total)} zone{total === 1 ? '' : 's'}
            </Typography>
          ) : null}
        </Box>
        <RefetchBar active={isFetching && !isPending} />
        <TableContainer>
          <Table aria-label="DNS zones">
            <TableHead>
              <TableRow>
                <TableCell>Zone</TableCell>
                <TableCell align="right">Records</TableCell>
                <TableCell>Serial</TableCell>
                <TableCell>Last change</TableCell>
                {isAdmin ? <TableCell>Admin only</TableCell> : null}
                <TableCell align="right" sx={{ width: 56 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? <SkeletonRows columns={columns} /> : null}
              {items.map((zone) => {
                const unsaved = pendingCount(pending[zone.id]);
                return (
                  <TableRow key={zone.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Link
                          component={RouterLink}
                          to={`/dns/zone/${zone.id}`}
                          underline="hover"
                          sx={{ fontWeight: 600 }}
                        >
                          {zone.displayName}
                        </Link>
                        {zone.displayName !== zone.name ? (
                          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                            {zone.name}
                          </Typography>
                        ) : null}
                        {unsaved ? (
                          <Chip
                            size="small"
                            color="warning"
                            variant="outlined"
                            label={`${unsaved} unsaved change${unsaved === 1 ? '' : 's'}`}
                            sx={{ height: 20 }}
                          />
                        ) : null}
                      </Box>
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {number.format(zone.recordCount)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
                      {zone.serial}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {formatInstant(zone.updatedAt)}
                    </TableCell>
                    {isAdmin ? (
                      <TableCell>
                        <AdminOnlyCell zone={zone} />
                      </TableCell>
                    ) : null}
                    <TableCell align="right">
                      {canCreate ? (
                        <Tooltip title="Delete zone">
                          <IconButton
                            size="small"
                            aria-label={`Delete ${zone.displayName}`}
                            onClick={() => setToDelete(zone)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!isPending && !error && items.length === 0 ? (
                <EmptyTableRow columns={columns}>
                  {search ? (
                    <EmptyState
                      icon={<SearchOff />}
                      title="No zone matches"
                      description={`No zone you may see contains “${search}”.`}
                    />
                  ) : (
                    <EmptyState
                      icon={<DnsOutlined />}
                      title="No zones yet"
                      description={
                        isAdmin
                          ? 'Create a zone, or import one from a BIND zone file.'
                          : 'Zones appear here once your department has DNS access and a zone exists.'
                      }
                      action={
                        canCreate ? (
                          <Button component={RouterLink} to="/dns/zone/create" variant="outlined" startIcon={<Add />}>
                            New zone
                          </Button>
                        ) : null
                      }
                    />
                  )}
                </EmptyTableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <PagingFooter total={total} page={page} take={take} sizes={PAGE_SIZES} onChange={setPaging} />
      </Paper>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete zone?"
        confirmLabel="Delete zone"
        pending={deleteZone.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {toDelete ? (
          <>
            <strong>{toDelete.displayName}</strong> and its {number.format(toDelete.recordCount)} record
            {toDelete.recordCount === 1 ? '' : 's'} will be deleted, and the zone will no longer be served. This cannot
            be undone; export the zone file first if you may need it again.
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
