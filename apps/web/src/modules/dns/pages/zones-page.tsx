import {
  createZone,
  type DnsZoneSummary,
  deleteZone as deleteZoneEndpoint,
  importZone,
} from '@backoffice/contract/modules/dns';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { formatNumber } from '../../../core/numbers';
import { useCanCall, useIsAdmin } from '../../../core/use-can';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useZones } from '../api/list-zones';
import { useUpdateZone } from '../api/update-zone';
import { AdminOnlyBadge } from '../components/admin-only-badge';
import { DeleteZoneDialog } from '../components/delete-zone-dialog';
import { pendingCount, usePendingCounts } from '../lib/change-store';
import { dnsPaths } from '../paths';

/** The admin-only switch; only admins see the column. */
function AdminOnlyCell({ zone }: { zone: DnsZoneSummary }) {
  const setAdminOnly = useUpdateZone();
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
              { params: { id: zone.id }, body: { adminOnly: event.target.checked } },
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

export default function ZonesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useZones({ query: { page, take, search } });
  const canCreate = useCanCall(createZone);
  const canImport = useCanCall(importZone);
  const canDelete = useCanCall(deleteZoneEndpoint);
  const isAdmin = useIsAdmin();
  const pending = usePendingCounts();
  const [toDelete, setToDelete] = useState<DnsZoneSummary | null>(null);

  // Others never see admin-only zones, so the column would always be empty for them.
  const columns = isAdmin ? 6 : 5;

  return (
    <>
      <PageHeader
        title="DNS zones"
        subtitle="Domains we serve, their records and who may change them."
        actions={
          canCreate || canImport ? (
            <>
              {canImport ? (
                <Button
                  component={RouterLink}
                  to={dnsPaths.createZone('import')}
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                >
                  Import
                </Button>
              ) : null}
              {canCreate ? <CreateButton to={dnsPaths.createZone()} label="New zone" /> : null}
            </>
          ) : null
        }
      />
      <ListTable
        views
        label="DNS zones"
        columns={columns}
        {...pagedTableProps(query, list, 'zone')}
        toolbar={<SearchField label="Search zones" placeholder="Search by domain" width={360} maxLength={253} />}
        skeletonRows={5}
        head={
          <>
            <TableCell>Zone</TableCell>
            <TableCell align="right">Records</TableCell>
            <TableCell>Serial</TableCell>
            <TableCell>Last change</TableCell>
            {isAdmin ? <TableCell>Admin only</TableCell> : null}
            <ActionsHeadCell width={56} />
          </>
        }
        empty={{
          icon: <DnsOutlined />,
          title: 'No zones yet',
          description: isAdmin
            ? 'Create a zone, or import one from a BIND zone file.'
            : 'Zones appear here once your department has DNS access and a zone exists.',
          create: canCreate ? { to: dnsPaths.createZone(), label: 'New zone' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No zone matches', description: `No zone you may see contains “${search}”.` }}
      >
        {(zone) => {
          const unsaved = pendingCount(pending[zone.id]);
          return (
            <TableRow key={zone.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={dnsPaths.zone(zone.id)} underline="hover" sx={{ fontWeight: 600 }}>
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
                {formatNumber(zone.recordCount)}
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
                {canDelete ? (
                  <RowAction
                    title="Delete zone"
                    label={`Delete ${zone.displayName}`}
                    icon={DeleteOutline}
                    onClick={() => setToDelete(zone)}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      </ListTable>

      <DeleteZoneDialog zone={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
