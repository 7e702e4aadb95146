// The database users (spec §2 /databases/users/list; docs/database.md): search and page in the URL, hosts,
// privileges and the sync status of each, and whether provisioning is on.
import { createDatabaseUser, type DatabaseUser, deleteDatabaseUser } from '@backoffice/contract/modules/database';
import { PRIVILEGE_LABELS } from '@backoffice/contract/rules/database';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { mono } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDatabaseUsers } from '../api/users';
import { DeleteUserDialog } from '../components/delete-dialogs';
import { ProvisioningNotice } from '../components/provisioning-notice';
import { SyncChip } from '../components/sync-chip';
import { databasePaths } from '../paths';

function Grants({ user }: { user: DatabaseUser }) {
  if (!user.grants.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No database
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {user.grants.map((g) => (
        <Typography component="li" variant="body2" key={g.databaseId} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={mono}>
            {g.databaseName}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            · {PRIVILEGE_LABELS[g.privilege].toLowerCase()}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

export default function UsersPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useDatabaseUsers({ query: { page, take, search } });
  const canCreate = useCanCall(createDatabaseUser);
  const canDelete = useCanCall(deleteDatabaseUser);
  const [flash, setFlash] = useFlash();
  const [toDelete, setToDelete] = useState<DatabaseUser | null>(null);
  const provisioning = query.data?.provisioning;

  return (
    <>
      <PageHeader
        title="Database users"
        subtitle="Who may connect to your department's databases, from where, and with which privileges."
        actions={canCreate ? <CreateButton to={databasePaths.newUser()} label="New user" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ProvisioningNotice provisioning={provisioning} pending={query.isPending} />
      <ListTable
        skeletonLines={2}
        label="Database users"
        columns={5}
        {...pagedTableProps(query, list, 'user')}
        toolbar={<SearchField label="Search users" placeholder="Search by name" width={320} maxLength={80} />}
        skeletonRows={5}
        head={
          <>
            <TableCell>User</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Hosts</TableCell>
            <TableCell>Privileges</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Status</TableCell>
            <ActionsHeadCell width={96} />
          </>
        }
        empty={{
          icon: <PersonOutline />,
          title: 'No database users yet',
          description: 'Create a user with the hosts it connects from and its privileges per database.',
          create: canCreate ? { to: databasePaths.newUser(), label: 'New user' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No user matches', description: `No database user you may see contains “${search}”.` }}
      >
        {(user) => (
          <TableRow key={user.id} hover>
            <TableCell>
              <Link
                component={RouterLink}
                to={databasePaths.editUser(user.id)}
                underline="hover"
                sx={{ ...mono, fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {user.name}
              </Link>
              <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>
                <SyncChip sync={user.sync} />
              </Box>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {user.hosts.map((h) => (
                  <Chip key={h} size="small" label={h} sx={{ fontFamily: mono.fontFamily }} />
                ))}
              </Box>
            </TableCell>
            <TableCell>
              <Grants user={user} />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              <SyncChip sync={user.sync} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {/* On a phone the name is the way in: the row keeps its width for names and privileges. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                <RowAction
                  title="Open user"
                  label={`Open ${user.name}`}
                  icon={EditOutlined}
                  to={databasePaths.editUser(user.id)}
                />
              </Box>
              {canDelete ? (
                <RowAction
                  title="Delete user"
                  label={`Delete ${user.name}`}
                  icon={DeleteOutline}
                  onClick={() => setToDelete(user)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <DeleteUserDialog
        record={toDelete}
        provisioned={provisioning?.enabled ?? false}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
