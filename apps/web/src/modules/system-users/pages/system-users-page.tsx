import { createSystemUser, deleteSystemUser, type SystemUser } from '@backoffice/contract/modules/system-users';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useSystemUsers } from '../api/system-users';
import { DeleteSystemUserDialog } from '../components/delete-dialog';
import { SystemUserRow, WIDE } from '../components/system-user-row';
import { systemUsersPaths } from '../paths';

/** What a deletion leaves to do, for the list's flash. */
export const deletedFlash = (user: SystemUser) => ({
  severity: 'success' as const,
  title: `${user.username} deleted`,
  body: `Its account stays on ${user.server.name} until its delete script (userdel -r ${user.username}) runs there.`,
});

export default function SystemUsersPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const query = useSystemUsers({ query: { page, take, search } });
  const canCreate = useCanCall(createSystemUser);
  const canDelete = useCanCall(deleteSystemUser);
  const [deleting, setDeleting] = useState<SystemUser | null>(null);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="System users"
        subtitle="Linux accounts on the hosting servers, with their SSH keys and the commands that apply them."
        actions={canCreate ? <CreateButton to={systemUsersPaths.create()} label="New system user" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        skeletonLines={2}
        label="System users"
        columns={6}
        {...pagedTableProps(query, list, 'system user')}
        toolbar={<SearchField label="Search system users" placeholder="Name or comment" />}
        skeletonRows={8}
        head={
          <>
            <TableCell>User</TableCell>
            <TableCell sx={WIDE}>Server</TableCell>
            <TableCell sx={WIDE}>UID</TableCell>
            <TableCell>Home and shell</TableCell>
            <TableCell sx={WIDE}>Keys</TableCell>
            <ActionsHeadCell width={96} />
          </>
        }
        empty={{
          icon: <TerminalOutlined />,
          title: 'No system users yet',
          description:
            'A system user is a Linux account on one of the servers: its name, uid, home, shell and SSH keys.',
          create: canCreate ? { to: systemUsersPaths.create(), label: 'New system user' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{ title: 'No system user matches', description: 'Change the search.' }}
      >
        {(user) => <SystemUserRow key={user.id} user={user} onDelete={canDelete ? setDeleting : undefined} />}
      </ListTable>
      <DeleteSystemUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(user) => setFlash(deletedFlash(user))}
      />
    </>
  );
}
