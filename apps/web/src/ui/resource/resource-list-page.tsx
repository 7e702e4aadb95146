import EditOutlined from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useCanCall } from '../../core/use-can';
import { FlashAlert, useFlash } from '../flash';
import { ActionsHeadCell, ListTable, RowAction } from '../list-table';
import { CreateButton, PageHeader } from '../page-header';
import type { Resource } from './resource';

const onPhone = { display: { xs: 'none', md: 'table-cell' } };

/** A settings resource's list: its columns, a row opening the record, "New …" for who may create. */
export function ResourceListPage<T extends { id: number }, V extends FieldValues>({
  resource,
}: {
  resource: Resource<T, V>;
}) {
  const canCreate = useCanCall(resource.endpoints.create);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title={resource.plural}
        subtitle={resource.description}
        actions={canCreate ? <CreateButton to={resource.paths.create()} label={`New ${resource.name}`} /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ResourceTable resource={resource} />
    </>
  );
}

/**
 * The list's table alone, for a page that holds the resource's list with others (a tab of a
 * "Manage" page): the declared columns and a row action opening the record, then `rowActions`.
 */
export function ResourceTable<T extends { id: number }, V extends FieldValues>({
  resource,
  rowActions,
  actionsWidth = 64,
}: {
  resource: Resource<T, V>;
  /** More actions of a row, after "Open" (a delete asked on the list). */
  rowActions?: (record: T) => ReactNode;
  actionsWidth?: number;
}) {
  const records = resource.hooks.list();
  const canCreate = useCanCall(resource.endpoints.create);
  const newLabel = `New ${resource.name}`;
  const { columns } = resource;
  return (
    <ListTable
      label={resource.plural}
      columns={columns.length + 1}
      items={records.data}
      pending={records.isPending}
      error={records.error}
      empty={{
        icon: <resource.icon />,
        title: resource.emptyTitle ?? `No ${resource.plural.toLowerCase()} yet`,
        ...(canCreate ? { create: { to: resource.paths.create(), label: newLabel } } : {}),
      }}
      head={
        <>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.align} sx={column.wide ? onPhone : undefined}>
              {column.label}
            </TableCell>
          ))}
          <ActionsHeadCell width={actionsWidth} />
        </>
      }
    >
      {(record) => (
        <TableRow key={record.id} hover>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.align} sx={column.wide ? onPhone : undefined}>
              {column.cell(record)}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <RowAction
              title="Open"
              label={`Open ${titleOf(resource, record)}`}
              icon={EditOutlined}
              to={resource.paths.record(record.id)}
            />
            {rowActions?.(record)}
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}

/** A record's title: the resource's own rule, else its name. */
export function titleOf<T extends { id: number }, V extends FieldValues>(resource: Resource<T, V>, record: T): string {
  return resource.title?.(record) ?? String((record as { name?: unknown }).name ?? `${resource.name} ${record.id}`);
}
