import {
  createRole,
  deleteRole,
  listDepartments,
  type Role,
  syncScopes,
  updateRole,
} from '@backoffice/contract/modules/administration';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { DepartmentPicker } from '../../../core/lookups/pickers';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, countOf, ListTable, RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useRoles } from '../api/get-roles';
import { useSyncScopes } from '../api/sync-scopes';
import { DeleteRoleDialog } from '../components/delete-dialogs';
import { RowDescription, RowTitle } from '../components/row-title';
import { mdUp, smUp } from '../lib/list-columns';
import { scopeSummary } from '../lib/scope-selection';
import { administrationPaths } from '../paths';

const COLUMNS = 5;
const PREVIEW = 4;
const mono = { ...monoFont, fontSize: 11.5 } as const;

function ScopesCell({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) {
    return (
      <Typography variant="body2" color="text.disabled">
        No scopes
      </Typography>
    );
  }
  const summary = scopeSummary(scopes);
  const rest = summary.slice(PREVIEW);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', maxWidth: 440 }}>
      {summary.slice(0, PREVIEW).map((group) => (
        <Tooltip key={group.service} title={group.scopes.join(', ')}>
          <Chip size="small" variant="outlined" label={group.label} sx={{ ...mono, height: 22 }} />
        </Tooltip>
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.map((g) => g.label).join(', ')}>
          <Chip size="small" label={`+${rest.length} more`} sx={{ height: 22, fontSize: 11.5 }} />
        </Tooltip>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
        {scopes.length} scope{scopes.length === 1 ? '' : 's'}
      </Typography>
    </Box>
  );
}

export default function RolesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  // A department filter in the URL (`?departmentId=`), like the search.
  const rawDepartmentId = Number(list.params.get('departmentId'));
  const departmentId = Number.isInteger(rawDepartmentId) && rawDepartmentId > 0 ? rawDepartmentId : null;
  const { data, error, isPending, isFetching } = useRoles({ query: { page, take, search, departmentId } });
  const canCreate = useCanCall(createRole);
  const canUpdate = useCanCall(updateRole);
  const canDelete = useCanCall(deleteRole);
  const canSync = useCanCall(syncScopes);
  const canFilter = useCanCall(listDepartments);
  const sync = useSyncScopes();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [flash, setFlash] = useFlash();

  const filtered = Boolean(search || departmentId);

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: ({ added, removed, total }) =>
        setFlash({
          severity: 'success',
          title: 'Scopes synced',
          body:
            added.length + removed.length === 0
              ? `The catalogue was already up to date: ${total} scopes.`
              : `${added.length} added, ${removed.length} removed; ${total} scopes in the catalogue.`,
        }),
      onError: (failure) => setFlash({ severity: 'error', title: 'Scopes not synced', body: errorMessage(failure) }),
    });

  return (
    <>
      <PageHeader
        title="User Roles"
        subtitle="A role grants its users a set of permission scopes."
        actions={
          <>
            {canSync ? (
              <Tooltip title="Update the scope catalogue with every scope the server knows">
                <Button variant="outlined" startIcon={<SyncOutlined />} onClick={runSync} loading={sync.isPending}>
                  Sync scopes
                </Button>
              </Tooltip>
            ) : null}
            {canCreate ? <CreateButton to={administrationPaths.createRole()} label="New role" /> : null}
          </>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        skeletonLines={2}
        label="Roles"
        columns={COLUMNS}
        items={data?.items}
        toolbar={
          <>
            <SearchField label="Search roles" placeholder="Search roles" width={280} />
            {canFilter ? (
              <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                <DepartmentPicker
                  label="Department"
                  value={departmentId}
                  placeholder="All departments"
                  onChange={(id) => list.setFilter('departmentId', id === null ? null : String(id))}
                />
              </Box>
            ) : null}
          </>
        }
        count={data ? countOf(data, 'role') : null}
        pending={isPending}
        fetching={isFetching}
        error={error}
        head={
          <>
            <TableCell>Role</TableCell>
            <TableCell sx={smUp}>Department</TableCell>
            <TableCell sx={mdUp}>Scopes</TableCell>
            <TableCell align="right">Users</TableCell>
            <ActionsHeadCell width={100} />
          </>
        }
        empty={{
          icon: <VpnKeyOutlined />,
          title: 'No roles yet',
          description: 'A role belongs to a department and grants its users permission scopes.',
          create: canCreate ? { to: administrationPaths.createRole(), label: 'New role' } : undefined,
        }}
        filtered={filtered}
        noMatch={{
          title: 'No role matches',
          description: 'Try another search or department.',
          clear: { label: 'Clear filters', onClick: list.clear },
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(role) => (
          <TableRow key={role.id} hover data-testid={`role-row-${role.name}`}>
            <TableCell sx={{ minWidth: 160 }}>
              <RowTitle to={administrationPaths.editRole(role.id)}>{role.name}</RowTitle>
              <RowDescription text={role.description} maxWidth={320} />
            </TableCell>
            <TableCell sx={smUp}>{role.department?.name ?? '—'}</TableCell>
            <TableCell sx={mdUp}>
              <ScopesCell scopes={role.scopes} />
            </TableCell>
            <TableCell align="right">{formatNumber(role.usersCount)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
              <RowAction
                title={canUpdate ? 'Edit' : 'View'}
                label={`${canUpdate ? 'Edit' : 'View'} ${role.name}`}
                icon={canUpdate ? EditOutlined : VisibilityOutlined}
                to={administrationPaths.editRole(role.id)}
              />
              {canDelete ? (
                <RowAction
                  title={role.usersCount ? 'Users hold this role: move them first' : 'Delete'}
                  label={`Delete ${role.name}`}
                  icon={DeleteOutlined}
                  onClick={() => setDeleting(role)}
                  disabled={role.usersCount > 0}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>

      <DeleteRoleDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(role) => setFlash({ severity: 'success', title: `Role ${role.name} was deleted` })}
        onFailed={(title, reason) => setFlash({ severity: 'error', title, body: reason })}
      />
    </>
  );
}
