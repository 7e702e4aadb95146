import { COUNT_CAP } from '@backoffice/contract/http';
import type { Role } from '@backoffice/contract/modules/administration';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { useCan } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import { RefetchBar } from '../../../ui/refetch-bar';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useDeleteRole } from '../api/delete-role';
import { useAllDepartments } from '../api/get-departments';
import { useRoles } from '../api/get-roles';
import { useSyncScopes } from '../api/sync-scopes';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DepartmentSelect } from '../components/department-select';
import { FlashAlert, useFlash } from '../components/flash';
import { PAGE_SIZES, useListParams } from '../components/list-params';
import { SearchField } from '../components/search-field';
import { EmptyRow, SkeletonRows } from '../components/table-states';
import { scopeSummary } from '../scopes/scope-selection';

const COLUMNS = 5;
const PREVIEW = 4;
const number = new Intl.NumberFormat('en');
const smUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
const mdUp = { display: { xs: 'none', md: 'table-cell' } } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 11.5 } as const;

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

/** Reads the department filter from the URL (`?departmentId=`). */
function useDepartmentFilter(params: URLSearchParams, setParams: ReturnType<typeof useListParams>['setParams']) {
  const raw = Number(params.get('departmentId'));
  const departmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('departmentId');
      else next.set('departmentId', String(id));
      next.delete('page');
      return next;
    });
  return [departmentId, set] as const;
}

export default function RolesPage() {
  const { page, take, search, update, params, setParams } = useListParams();
  const [departmentId, setDepartmentId] = useDepartmentFilter(params, setParams);
  const { data, error, isPending, isFetching } = useRoles({
    page,
    take,
    search,
    ...(departmentId ? { departmentId } : {}),
  });
  const canCreate = useCan('users:roles:create');
  const canUpdate = useCan('users:roles:update');
  const canDelete = useCan('users:roles:delete');
  const canSync = useCan('users:scopes:sync');
  const canFilter = useCan('users:departments:read');
  const departments = useAllDepartments(canFilter);
  const sync = useSyncScopes();
  const remove = useDeleteRole();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [flash, setFlash] = useFlash();

  const items = data?.items ?? [];
  const capped = data?.totalCapped === true;
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
            {canCreate ? (
              <Button component={RouterLink} to="/roles/create" variant="contained" startIcon={<Add />}>
                New role
              </Button>
            ) : null}
          </>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, flexWrap: 'wrap' }}>
          <SearchField
            value={search}
            onChange={(next) => update({ search: next })}
            placeholder="Search roles"
            label="Search roles"
            width={280}
          />
          {canFilter ? (
            <Box sx={{ width: { xs: '100%', sm: 220 } }}>
              <DepartmentSelect
                label="Department"
                value={departmentId}
                allowNone
                noneLabel="All departments"
                departments={departments.data}
                loading={departments.isPending}
                onChange={setDepartmentId}
              />
            </Box>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {capped ? `${number.format(COUNT_CAP)}+` : number.format(data.total)} role{data.total === 1 ? '' : 's'}
            </Typography>
          ) : null}
        </Box>
        <RefetchBar active={isFetching && !isPending} />
        <TableContainer>
          <Table aria-label="Roles">
            <TableHead>
              <TableRow>
                <TableCell>Role</TableCell>
                <TableCell sx={smUp}>Department</TableCell>
                <TableCell sx={mdUp}>Scopes</TableCell>
                <TableCell align="right">Users</TableCell>
                <TableCell align="right" sx={{ width: 100 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? <SkeletonRows columns={COLUMNS} /> : null}
              {items.map((role) => (
                <TableRow key={role.id} hover data-testid={`role-row-${role.name}`}>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link
                      component={RouterLink}
                      to={`/roles/edit/${role.id}`}
                      underline="hover"
                      color="inherit"
                      sx={{ fontWeight: 600 }}
                    >
                      {role.name}
                    </Link>
                    {role.description ? (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        noWrap
                        sx={{ maxWidth: 320 }}
                      >
                        {role.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={smUp}>{role.department?.name ?? '—'}</TableCell>
                  <TableCell sx={mdUp}>
                    <ScopesCell scopes={role.scopes} />
                  </TableCell>
                  <TableCell align="right">{number.format(role.usersCount)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                    <Tooltip title={canUpdate ? 'Edit' : 'View'}>
                      <IconButton
                        size="small"
                        component={RouterLink}
                        to={`/roles/edit/${role.id}`}
                        aria-label={`${canUpdate ? 'Edit' : 'View'} ${role.name}`}
                      >
                        {canUpdate ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                    {canDelete ? (
                      <Tooltip title={role.usersCount ? 'Users hold this role: move them first' : 'Delete'}>
                        <span>
                          <IconButton
                            size="small"
                            disabled={role.usersCount > 0}
                            onClick={() => setDeleting(role)}
                            aria-label={`Delete ${role.name}`}
                          >
                            <DeleteOutlined fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && items.length === 0 ? (
                filtered ? (
                  <EmptyRow
                    columns={COLUMNS}
                    icon={<SearchOff />}
                    title="No role matches"
                    description="Try another search or department."
                    action={
                      <Button size="small" onClick={() => setParams(new URLSearchParams())}>
                        Clear filters
                      </Button>
                    }
                  />
                ) : (
                  <EmptyRow
                    columns={COLUMNS}
                    icon={<VpnKeyOutlined />}
                    title="No roles yet"
                    description="A role belongs to a department and grants its users permission scopes."
                    action={
                      canCreate ? (
                        <Button size="small" component={RouterLink} to="/roles/create" startIcon={<Add />}>
                          New role
                        </Button>
                      ) : null
                    }
                  />
                )
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={capped ? -1 : (data?.total ?? 0)}
          page={data && data.total > 0 ? page - 1 : 0}
          rowsPerPage={take}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => update({ page: next + 1 })}
          onRowsPerPageChange={(event) => update({ take: Number(event.target.value) })}
        />
      </Paper>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this role?"
        confirmLabel="Delete role"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setFlash({ severity: 'success', title: `Role ${deleting.name} was deleted` });
              setDeleting(null);
            },
            onError: (failure) => {
              setFlash({ severity: 'error', title: 'Could not delete the role', body: errorMessage(failure) });
              setDeleting(null);
            },
          });
        }}
      >
        The role <strong>{deleting?.name}</strong> and its {deleting?.scopes.length ?? 0} scopes are removed. This
        cannot be undone.
      </ConfirmDialog>
    </>
  );
}
