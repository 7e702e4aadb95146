import { COUNT_CAP } from '@backoffice/contract/http';
import type { Department } from '@backoffice/contract/modules/administration';
import Add from '@mui/icons-material/Add';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { formatInstant } from '../../../core/dates';
import { useCan } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import { RefetchBar } from '../../../ui/refetch-bar';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments } from '../api/get-departments';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FlashAlert, useFlash } from '../components/flash';
import { PAGE_SIZES, useListParams } from '../components/list-params';
import { SearchField } from '../components/search-field';
import { EmptyRow, SkeletonRows } from '../components/table-states';

const COLUMNS = 5;
const smUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
const number = new Intl.NumberFormat('en');
const dateOnly = (iso: string) => formatInstant(iso).split(',').slice(0, 2).join(',');

function inUse(d: Department): string | null {
  const parts = [
    d.rolesCount ? `${d.rolesCount} role${d.rolesCount === 1 ? '' : 's'}` : null,
    d.usersCount ? `${d.usersCount} user${d.usersCount === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return parts.length ? `It still has ${parts.join(' and ')}: move them first` : null;
}

export default function DepartmentsPage() {
  const { page, take, search, update } = useListParams();
  const { data, error, isPending, isFetching } = useDepartments({ page, take, search });
  const canCreate = useCan('users:departments:create');
  const canUpdate = useCan('users:departments:update');
  const canDelete = useCan('users:departments:delete');
  const remove = useDeleteDepartment();
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [flash, setFlash] = useFlash();
  const items = data?.items ?? [];
  const capped = data?.totalCapped === true;

  return (
    <>
      <PageHeader
        title="Departments"
        subtitle="Teams of the company. Roles belong to a department."
        actions={
          canCreate ? (
            <Button component={RouterLink} to="/departments/create" variant="contained" startIcon={<Add />}>
              New department
            </Button>
          ) : null
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
            placeholder="Search departments"
            label="Search departments"
            width={280}
          />
          <Box sx={{ flex: 1 }} />
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {capped ? `${number.format(COUNT_CAP)}+` : number.format(data.total)} department
              {data.total === 1 ? '' : 's'}
            </Typography>
          ) : null}
        </Box>
        <RefetchBar active={isFetching && !isPending} />
        <TableContainer>
          <Table aria-label="Departments">
            <TableHead>
              <TableRow>
                <TableCell>Department</TableCell>
                <TableCell align="right">Roles</TableCell>
                <TableCell align="right">Users</TableCell>
                <TableCell sx={smUp}>Created</TableCell>
                <TableCell align="right" sx={{ width: 100 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? <SkeletonRows columns={COLUMNS} /> : null}
              {items.map((d) => {
                const blocked = inUse(d);
                return (
                  <TableRow key={d.id} hover data-testid={`department-row-${d.name}`}>
                    <TableCell sx={{ minWidth: 160 }}>
                      {canUpdate ? (
                        <Link
                          component={RouterLink}
                          to={`/departments/edit/${d.id}`}
                          underline="hover"
                          color="inherit"
                          sx={{ fontWeight: 600 }}
                        >
                          {d.name}
                        </Link>
                      ) : (
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {d.name}
                        </Typography>
                      )}
                      {d.description ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          component="div"
                          noWrap
                          sx={{ maxWidth: 420 }}
                        >
                          {d.description}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{number.format(d.rolesCount)}</TableCell>
                    <TableCell align="right">{number.format(d.usersCount)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {dateOnly(d.createdAt)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                      {canUpdate ? (
                        <Tooltip title="Edit">
                          <IconButton
                            size="small"
                            component={RouterLink}
                            to={`/departments/edit/${d.id}`}
                            aria-label={`Edit ${d.name}`}
                          >
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      {canDelete ? (
                        <Tooltip title={blocked ?? 'Delete'}>
                          <span>
                            <IconButton
                              size="small"
                              disabled={blocked !== null}
                              onClick={() => setDeleting(d)}
                              aria-label={`Delete ${d.name}`}
                            >
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!isPending && items.length === 0 ? (
                search ? (
                  <EmptyRow
                    columns={COLUMNS}
                    icon={<SearchOff />}
                    title={`No department matches “${search}”`}
                    action={
                      <Button size="small" onClick={() => update({ search: '' })}>
                        Clear search
                      </Button>
                    }
                  />
                ) : (
                  <EmptyRow
                    columns={COLUMNS}
                    icon={<ApartmentOutlined />}
                    title="No departments yet"
                    description="Create departments first: every role belongs to one."
                    action={
                      canCreate ? (
                        <Button size="small" component={RouterLink} to="/departments/create" startIcon={<Add />}>
                          New department
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
        title="Delete this department?"
        confirmLabel="Delete department"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setFlash({ severity: 'success', title: `Department ${deleting.name} was deleted` });
              setDeleting(null);
            },
            onError: (failure) => {
              setFlash({ severity: 'error', title: 'Could not delete the department', body: errorMessage(failure) });
              setDeleting(null);
            },
          });
        }}
      >
        The department <strong>{deleting?.name}</strong> is removed. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
