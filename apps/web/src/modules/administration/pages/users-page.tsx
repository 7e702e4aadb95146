import {
  createUser,
  deleteUser as deleteUserEndpoint,
  forceLogout as forceLogoutEndpoint,
  listRoles,
  moveUsersToRole,
  USER_SORT_COLUMNS,
  type User,
  updateUser,
} from '@backoffice/contract/modules/administration';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { sortFields, useListParams, useSortParams } from '../../../ui/list-params';
import { ActionsHeadCell, countOf, ListTable, RowAction, SortableHeadCell } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { UserAvatar } from '../../../ui/user-avatar';
import { useDeleteUser } from '../api/delete-user';
import { useForceLogout } from '../api/force-logout';
import { useProfileImages } from '../api/get-profile-images';
import { useUsers } from '../api/get-users';
import { FlashAlert, useFlash } from '../components/flash';
import { MoveToRoleDialog } from '../components/move-to-role-dialog';
import { administrationPaths } from '../paths';

const dateOnly = (iso: string) => formatInstant(iso).split(',').slice(0, 2).join(',');

/** The creation date only where the screen has room for it. */
const wideOnly = { display: { xs: 'none', xl: 'table-cell' } } as const;
// Phones show who and which role; email and department come back on wider screens.
const mdUp = { display: { xs: 'none', md: 'table-cell' } } as const;
const smUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NONE: ReadonlySet<number> = new Set();

type Pending = { kind: 'logout' | 'delete'; user: User } | null;

export default function UsersPage() {
  const me = useCurrentUser();
  const list = useListParams();
  const sort = useSortParams(USER_SORT_COLUMNS);
  const { page, take, search } = list;
  const { data, error, isPending, isFetching } = useUsers({ query: { page, take, search, ...sortFields(sort) } });
  const items = data?.items ?? [];
  const images = useProfileImages(useMemo(() => items.map((u) => u.id), [items]));

  const canCreate = useCanCall(createUser);
  const canUpdate = useCanCall(updateUser);
  const canForceLogout = useCanCall(forceLogoutEndpoint);
  const canDelete = useCanCall(deleteUserEndpoint);
  const canMoveUsers = useCanCall(moveUsersToRole);
  const canListRoles = useCanCall(listRoles);
  // The move dialog lists the roles to pick from.
  const canMove = canMoveUsers && canListRoles;

  // Selection belongs to the page on screen: a new page or search starts afresh.
  const listKey = `${page}/${take}/${search}/${sort.sortBy}/${sort.direction}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: listKey,
    ids: new Set(),
  });
  const selected = selection.key === listKey ? selection.ids : NONE;
  const setSelected = (next: ReadonlySet<number> | ((prev: ReadonlySet<number>) => ReadonlySet<number>)) =>
    setSelection((prev) => {
      const base = prev.key === listKey ? prev.ids : NONE;
      return { key: listKey, ids: typeof next === 'function' ? next(base) : next };
    });
  const [moveOpen, setMoveOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const forceLogout = useForceLogout();
  const deleteUser = useDeleteUser();
  const [flash, setFlash] = useFlash();

  const selectable = items.filter((u) => u.id !== me?.id && (me?.isAdmin || !u.isAdmin));
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.has(u.id));
  const someSelected = selectable.some((u) => selected.has(u.id));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns = canMove ? 7 : 6;

  const confirm = () => {
    if (!pending) return;
    const { user } = pending;
    const done = () => setPending(null);
    if (pending.kind === 'logout') {
      forceLogout.mutate(
        { body: { userId: user.id } },
        {
          // The server confirms with a success dialog in every tab of the administrator.
          onSuccess: done,
          onError: (failure) => {
            setFlash({ severity: 'error', title: 'Could not log the user out', body: errorMessage(failure) });
            done();
          },
        },
      );
    } else {
      deleteUser.mutate(
        { body: { id: user.id } },
        {
          onSuccess: () => {
            setFlash({ severity: 'success', title: `${user.name} was deleted` });
            setSelected((prev) => new Set([...prev].filter((id) => id !== user.id)));
            done();
          },
          onError: (failure) => {
            setFlash({ severity: 'error', title: 'Could not delete the user', body: errorMessage(failure) });
            done();
          },
        },
      );
    }
  };

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts, their roles and departments."
        actions={canCreate ? <CreateButton to={administrationPaths.createUser()} label="New user" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        label="Users"
        columns={columns}
        items={data?.items}
        selecting={selected.size > 0}
        toolbar={
          selected.size ? (
            <>
              <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="selection-count">
                {selected.size} selected
              </Typography>
              <Button size="small" color="inherit" onClick={() => setSelected(new Set())}>
                Clear
              </Button>
              <Button
                size="small"
                variant="contained"
                startIcon={<DriveFileMoveOutlined />}
                onClick={() => setMoveOpen(true)}
              >
                Move to role
              </Button>
            </>
          ) : (
            <SearchField label="Search users" placeholder="Search name, username or email" />
          )
        }
        count={data && !selected.size ? countOf(data, 'user') : null}
        pending={isPending}
        fetching={isFetching}
        skeletonRows={8}
        error={error}
        head={
          <>
            {canMove ? (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={selectable.length === 0}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((u) => u.id)))}
                  slotProps={{ input: { 'aria-label': 'Select all users on this page' } }}
                />
              </TableCell>
            ) : null}
            <SortableHeadCell column="name" sort={sort}>
              User
            </SortableHeadCell>
            <SortableHeadCell column="email" sort={sort} sx={mdUp}>
              Email
            </SortableHeadCell>
            <SortableHeadCell column="role" sort={sort}>
              Role
            </SortableHeadCell>
            <SortableHeadCell column="department" sort={sort} sx={smUp}>
              Department
            </SortableHeadCell>
            <SortableHeadCell column="createdAt" sort={sort} sx={wideOnly}>
              Created
            </SortableHeadCell>
            <ActionsHeadCell width={120} />
          </>
        }
        empty={{
          icon: <GroupOutlined />,
          title: 'No users yet',
          description: 'Create the first account and give it a role.',
          create: canCreate ? { to: administrationPaths.createUser(), label: 'New user' } : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{
          title: `No user matches “${search}”`,
          description: 'Search looks at names, usernames and email addresses.',
          clear: { label: 'Clear search', onClick: () => list.setSearch('') },
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(user) => {
          const self = user.id === me?.id;
          const protectedAdmin = user.isAdmin && !me?.isAdmin;
          const isSelected = selected.has(user.id);
          return (
            <TableRow key={user.id} hover selected={isSelected} data-testid={`user-row-${user.username}`}>
              {canMove ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={isSelected}
                    disabled={self || protectedAdmin}
                    onChange={() => toggle(user.id)}
                    slotProps={{ input: { 'aria-label': `Select ${user.username}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 220 }}>
                  <UserAvatar username={user.username} profileImage={images.data?.get(user.id)} size={32} />
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                      {canUpdate && !protectedAdmin ? (
                        <Link
                          component={RouterLink}
                          to={administrationPaths.editUser(user.id)}
                          underline="hover"
                          color="inherit"
                          sx={{ fontWeight: 600 }}
                        >
                          {user.name}
                        </Link>
                      ) : (
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {user.name}
                        </Typography>
                      )}
                      {user.isAdmin ? (
                        <Chip label="Admin" size="small" color="accent" sx={{ height: 18, fontSize: 11 }} />
                      ) : null}
                      {self ? (
                        <Chip label="You" size="small" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
                      ) : null}
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      @{user.username}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={{ ...mdUp, color: 'text.secondary' }}>{user.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {user.role ? (
                  user.role.name
                ) : (
                  <Typography variant="body2" color="text.disabled">
                    No role
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...smUp, whiteSpace: 'nowrap' }}>
                {user.department ? (
                  user.department.name
                ) : (
                  <Typography variant="body2" color="text.disabled">
                    —
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {dateOnly(user.createdAt)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                {canUpdate ? (
                  <RowAction
                    title={protectedAdmin ? 'Only an administrator can edit an administrator' : 'Edit'}
                    label={`Edit ${user.username}`}
                    icon={EditOutlined}
                    to={administrationPaths.editUser(user.id)}
                    disabled={protectedAdmin}
                  />
                ) : null}
                {canForceLogout && !self ? (
                  <RowAction
                    title={protectedAdmin ? 'Only an administrator can log out an administrator' : 'Force logout'}
                    label={`Force logout ${user.username}`}
                    icon={LogoutOutlined}
                    onClick={() => setPending({ kind: 'logout', user })}
                    disabled={protectedAdmin}
                  />
                ) : null}
                {canDelete && !self ? (
                  <RowAction
                    title={protectedAdmin ? 'Only an administrator can delete an administrator' : 'Delete'}
                    label={`Delete ${user.username}`}
                    icon={DeleteOutlined}
                    onClick={() => setPending({ kind: 'delete', user })}
                    disabled={protectedAdmin}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      </ListTable>

      <MoveToRoleDialog
        open={moveOpen}
        userIds={[...selected]}
        onClose={() => setMoveOpen(false)}
        onMoved={(outcome) => {
          setSelected(new Set());
          setFlash(outcome);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete this user?' : 'Force logout?'}
        confirmLabel={pending?.kind === 'delete' ? 'Delete user' : 'Force logout'}
        tone={pending?.kind === 'delete' ? 'error' : 'warning'}
        pending={forceLogout.isPending || deleteUser.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'delete' ? (
          <>
            <strong>{pending.user.name}</strong> (@{pending.user.username}) loses access at once and the account is
            removed. This cannot be undone.
          </>
        ) : pending ? (
          <>
            Every session of <strong>{pending.user.name}</strong> (@{pending.user.username}) ends now, on every device.
            They can sign in again straight away.
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
