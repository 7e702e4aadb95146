import EditOutlined from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
  const records = resource.hooks.list();
  const canCreate = useCanCall(resource.endpoints.create);
  const [flash, setFlash] = useFlash();
  const newLabel = `New ${resource.name}`;
  const { columns } = resource;
  return (
    <>
      <PageHeader
        title={resource.plural}
        subtitle={resource.description}
        actions={canCreate ? <CreateButton to={resource.paths.create()} label={newLabel} /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
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
            <ActionsHeadCell width={64} />
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
            <TableCell align="right">
              <RowAction
                title="Open"
                label={`Open ${titleOf(resource, record)}`}
                icon={EditOutlined}
                to={resource.paths.record(record.id)}
              />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}

/** A record's title: the resource's own rule, else its name. */
export function titleOf<T extends { id: number }, V extends FieldValues>(resource: Resource<T, V>, record: T): string {
  return resource.title?.(record) ?? String((record as { name?: unknown }).name ?? `${resource.name} ${record.id}`);
}
