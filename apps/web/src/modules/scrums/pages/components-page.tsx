// /scrums/components: the components audits cover, by name, by page, with a search and a status filter
// (all in the URL). A component some audit covers cannot be deleted: its delete is off, saying why.
import {
  COMPONENT_STATUS_LABELS,
  type ComponentStatus,
  componentStatuses,
  createComponent,
  type DevComponent,
  deleteComponent,
  updateComponent,
} from '@backoffice/contract/modules/scrums';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useComponents } from '../api/components';
import { ComponentStatusChip } from '../components/chips';
import { scrumsPaths } from '../paths';
import { components } from '../resources/components';

const FILTERS: FilterSpec[] = [
  {
    kind: 'choice',
    param: 'status',
    label: 'Status',
    options: componentStatuses.map((s) => ({ value: s, label: COMPONENT_STATUS_LABELS[s] })),
  },
];

export default function ComponentsPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const raw = list.params.get('status');
  const status = componentStatuses.find((s) => s === raw) as ComponentStatus | undefined;
  const query = useComponents({ query: { page, take, search: search || undefined, status } });
  const canCreate = useCanCall(createComponent);
  const canUpdate = useCanCall(updateComponent);
  const canDelete = useCanCall(deleteComponent);
  const remove = components.hooks.remove();
  const [deleting, setDeleting] = useState<DevComponent | null>(null);
  const [flash, setFlash] = useFlash();

  return (
    <>
      <PageHeader
        title="Components"
        subtitle="What dev audits cover. Only active components are offered to new audits."
        back={{ to: scrumsPaths.settings(), label: 'Dev Scrum settings' }}
        actions={canCreate ? <CreateButton to={scrumsPaths.newComponent()} label="New component" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        label="Components"
        columns={4}
        {...pagedTableProps(query, list, 'component')}
        toolbar={
          <FilterBar
            label="Filter components"
            search={{ label: 'Search components', placeholder: 'Search by name' }}
            filters={FILTERS}
          />
        }
        head={
          <>
            <TableCell>Component</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Audits</TableCell>
            <ActionsHeadCell width={100} />
          </>
        }
        empty={{
          icon: <WidgetsOutlined />,
          title: 'No components yet',
          description: 'Add the parts of the platform that audits review.',
          create: canCreate ? { to: scrumsPaths.newComponent(), label: 'New component' } : undefined,
        }}
        filtered={Boolean(search || status)}
        noMatch={{ title: 'No component matches', clear: { label: 'Clear filters', onClick: list.clear } }}
      >
        {(c) => (
          <TableRow key={c.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{c.name}</TableCell>
            <TableCell>
              <ComponentStatusChip status={c.status} />
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(c.audits)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
              <RowAction
                title={canUpdate ? 'Edit' : 'Open'}
                label={`${canUpdate ? 'Edit' : 'Open'} ${c.name}`}
                icon={EditOutlined}
                to={scrumsPaths.component(c.id)}
              />
              {canDelete ? (
                <RowAction
                  title={c.audits ? 'Covered by audits: retire it instead' : 'Delete'}
                  label={`Delete ${c.name}`}
                  icon={DeleteOutlined}
                  onClick={() => setDeleting(c)}
                  disabled={c.audits > 0}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the component'}?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={async () => {
          const component = deleting!;
          setDeleting(null);
          try {
            await remove.mutateAsync({ params: { id: component.id } });
            setFlash({ severity: 'success', title: `Component ${component.name} was deleted` });
          } catch (error) {
            setFlash({ severity: 'error', title: `${component.name} was not deleted`, body: errorMessage(error) });
          }
        }}
        onClose={() => setDeleting(null)}
      >
        No audit covers it, so nothing else changes.
      </ConfirmDialog>
    </>
  );
}
