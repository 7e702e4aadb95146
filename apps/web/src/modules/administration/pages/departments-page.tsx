import {
  createDepartment,
  type Department,
  deleteDepartment,
  updateDepartment,
} from '@backoffice/contract/modules/administration';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, countOf, ListTable, RowAction } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDepartments } from '../api/get-departments';
import { DeleteDepartmentDialog } from '../components/delete-dialogs';
import { RowDescription, RowTitle } from '../components/row-title';
import { dateOnly, smUp } from '../lib/list-columns';
import { administrationPaths } from '../paths';

const COLUMNS = 5;

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
        skeletonLines={2}
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
                <RowTitle to={canUpdate ? administrationPaths.editDepartment(d.id) : null}>{d.name}</RowTitle>
                <RowDescription text={d.description} maxWidth={420} />
              </TableCell>
              <TableCell align="right">{formatNumber(d.rolesCount)}</TableCell>
              <TableCell align="right">{formatNumber(d.usersCount)}</TableCell>
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

      <DeleteDepartmentDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(d) => setFlash({ severity: 'success', title: `Department ${d.name} was deleted` })}
        onFailed={(title, reason) => setFlash({ severity: 'error', title, body: reason })}
      />
    </>
  );
}
