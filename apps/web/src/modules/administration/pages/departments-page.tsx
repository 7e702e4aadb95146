import {
  createDepartment,
  type Department,
  deleteDepartment,
  updateDepartment,
} from '@backoffice/contract/modules/administration';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, countOf, ListTable, RowAction } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments } from '../api/get-departments';
import { FlashAlert, useFlash } from '../components/flash';
import { administrationPaths } from '../paths';

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
  const list = useListParams();
  const { page, take, search } = list;
  const { data, error, isPending, isFetching } = useDepartments({ query: { page, take, search } });
  const canCreate = useCanCall(createDepartment);
  const canUpdate = useCanCall(updateDepartment);
  const canDelete = useCanCall(deleteDepartment);
  const remove = useDeleteDepartment();
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [flash, setFlash] = useFlash();

  return (
    <>
      <PageHeader
        title="Departments"
        subtitle="Teams of the company. Roles belong to a department."
        actions={canCreate ? <CreateButton to={administrationPaths.createDepartment()} label="New department" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        label="Departments"
        columns={COLUMNS}
        items={data?.items}
        toolbar={<SearchField label="Search departments" placeholder="Search departments" width={280} />}
        count={data ? countOf(data, 'department') : null}
        pending={isPending}
        fetching={isFetching}
        error={error}
        head={
          <>
            <TableCell>Department</TableCell>
            <TableCell align="right">Roles</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell sx={smUp}>Created</TableCell>
            <ActionsHeadCell width={100} />
          </>
        }
        empty={{
          icon: <ApartmentOutlined />,
          title: 'No departments yet',
          description: 'Create departments first: every role belongs to one.',
          create: canCreate ? { to: administrationPaths.createDepartment(), label: 'New department' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{
          title: `No department matches “${search}”`,
          clear: { label: 'Clear search', onClick: () => list.setSearch('') },
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(d) => {
          const blocked = inUse(d);
          return (
            <TableRow key={d.id} hover data-testid={`department-row-${d.name}`}>
              <TableCell sx={{ minWidth: 160 }}>
                {canUpdate ? (
                  <Link
                    component={RouterLink}
                    to={administrationPaths.editDepartment(d.id)}
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
                  <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ maxWidth: 420 }}>
                    {d.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{number.format(d.rolesCount)}</TableCell>
              <TableCell align="right">{number.format(d.usersCount)}</TableCell>
              <TableCell sx={{ ...smUp, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {dateOnly(d.createdAt)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                {canUpdate ? (
                  <RowAction
                    title="Edit"
                    label={`Edit ${d.name}`}
                    icon={EditOutlined}
                    to={administrationPaths.editDepartment(d.id)}
                  />
                ) : null}
                {canDelete ? (
                  <RowAction
                    title={blocked ?? 'Delete'}
                    label={`Delete ${d.name}`}
                    icon={DeleteOutlined}
                    onClick={() => setDeleting(d)}
                    disabled={blocked !== null}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      </ListTable>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this department?"
        confirmLabel="Delete department"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { body: { id: deleting.id } },
            {
              onSuccess: () => setFlash({ severity: 'success', title: `Department ${deleting.name} was deleted` }),
              onError: (failure) =>
                setFlash({ severity: 'error', title: 'Could not delete the department', body: errorMessage(failure) }),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      >
        The department <strong>{deleting?.name}</strong> is removed. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
