// The databases (spec §2 /databases/list; docs/database.md): search and page in the URL, the sync status of
// each, and whether provisioning is on.
import { createDatabase, type Database, deleteDatabase } from '@backoffice/contract/modules/database';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { mono } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDatabases } from '../api/databases';
import { DeleteDatabaseDialog } from '../components/delete-dialogs';
import { ProvisioningNotice } from '../components/provisioning-notice';
import { SyncChip } from '../components/sync-chip';
import { databasePaths } from '../paths';

export default function DatabasesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useDatabases({ query: { page, take, search } });
  const canCreate = useCanCall(createDatabase);
  const canDelete = useCanCall(deleteDatabase);
  const [flash, setFlash] = useFlash();
  const [toDelete, setToDelete] = useState<Database | null>(null);
  const provisioning = query.data?.provisioning;

  return (
    <>
      <PageHeader
        title="Databases"
        subtitle="The MariaDB databases of your department, and whether the server still has them."
        actions={canCreate ? <CreateButton to={databasePaths.newDatabase()} label="New database" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ProvisioningNotice provisioning={provisioning} pending={query.isPending} />
      <ListTable
        label="Databases"
        columns={5}
        {...pagedTableProps(query, list, 'database')}
        toolbar={<SearchField label="Search databases" placeholder="Search by name" width={320} maxLength={80} />}
        skeletonRows={5}
        head={
          <>
            <TableCell>Database</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Created</TableCell>
            <ActionsHeadCell width={56} />
          </>
        }
        empty={{
          icon: <StorageOutlined />,
          title: 'No databases yet',
          description: 'Create a database, then give a database user privileges on it.',
          create: canCreate ? { to: databasePaths.newDatabase(), label: 'New database' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No database matches', description: `No database you may see contains “${search}”.` }}
      >
        {(db) => (
          <TableRow key={db.id} hover>
            <TableCell sx={{ ...mono, fontWeight: 600, overflowWrap: 'anywhere' }}>{db.name}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {db.userCount}
            </TableCell>
            <TableCell>
              <SyncChip sync={db.sync} />
            </TableCell>
            <TableCell
              sx={{ whiteSpace: 'nowrap', color: 'text.secondary', display: { xs: 'none', md: 'table-cell' } }}
            >
              {formatInstant(db.createdAt)}
              {db.createdBy ? ` by ${db.createdBy.name}` : ''}
            </TableCell>
            <TableCell align="right">
              {canDelete ? (
                <RowAction
                  title={db.userCount ? 'Still granted to users' : 'Delete database'}
                  label={`Delete ${db.name}`}
                  icon={DeleteOutline}
                  disabled={db.userCount > 0}
                  onClick={() => setToDelete(db)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <DeleteDatabaseDialog
        record={toDelete}
        provisioned={provisioning?.enabled ?? false}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
