import {
  createUser,
  deleteUser,
  forceLogout,
  listDepartments,
  listRoles,
  moveUsersToRole,
  USER_SORT_COLUMNS,
  updateUser,
} from '@backoffice/contract/modules/administration';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { useMemo, useState } from 'react';
import { departmentLookup, roleLookup } from '../../../core/lookups/lookups';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { sortFields, useListParams, useSortParams } from '../../../ui/list-params';
import { countOf, ListTable } from '../../../ui/list-table';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useProfileImages } from '../api/get-profile-images';
import { useUsers } from '../api/get-users';
import { MoveToRoleDialog } from '../components/move-to-role-dialog';
import { type UserAction, UserActionDialog } from '../components/user-action-dialog';
import { UserRow } from '../components/user-row';
import { SelectionBar, usersHeadCells } from '../components/users-list-parts';
import { usePageSelection } from '../lib/page-selection';
import { administrationPaths } from '../paths';

const ADMIN_FILTER: FilterSpec = {
  kind: 'choice',
  param: 'admin',
  label: 'Administrator',
  options: [
    { value: 'true', label: 'Administrators' },
    { value: 'false', label: 'Not administrators' },
  ],
};

/** The users list's filters: a role or a department (for who may list them), and administrators. */
function useUserFilters() {
  const canListRoles = useCanCall(listRoles);
  const canListDepartments = useCanCall(listDepartments);
  const filters: FilterSpec[] = [];
  if (canListRoles) filters.push({ kind: 'lookup', param: 'roleId', label: 'Role', lookup: roleLookup });
  if (canListDepartments) {
    filters.push({ kind: 'lookup', param: 'departmentId', label: 'Department', lookup: departmentLookup });
  }
  filters.push(ADMIN_FILTER);
  return filters;
}

const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);

export default function UsersPage() {
  const me = useCurrentUser();
  const list = useListParams();
  const sort = useSortParams(USER_SORT_COLUMNS);
  const filters = useUserFilters();
  const { page, take, search, params } = list;
  const admin = params.get('admin');
  const query = {
    roleId: idOf(params.get('roleId')),
    departmentId: idOf(params.get('departmentId')),
    admin: admin === 'true' || admin === 'false' ? admin : undefined,
  } as const;
  const { data, error, isPending, isFetching } = useUsers({
    query: { page, take, search, ...sortFields(sort), ...query },
  });
  const items = data?.items ?? [];
  const images = useProfileImages(useMemo(() => items.map((u) => u.id), [items]));

  const can = {
    create: useCanCall(createUser),
    update: useCanCall(updateUser),
    forceLogout: useCanCall(forceLogout),
    delete: useCanCall(deleteUser),
  };
  const canMoveUsers = useCanCall(moveUsersToRole);
  const canListRoles = useCanCall(listRoles);
  // The move dialog lists the roles to pick from.
  const canMove = canMoveUsers && canListRoles;

  const { selected, setSelected, toggle, drop, clear } = usePageSelection(
    `${page}/${take}/${search}/${sort.sortBy}/${sort.direction}/${JSON.stringify(query)}`,
  );
  const [moveOpen, setMoveOpen] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const [flash, setFlash] = useFlash();

  const isProtected = (user: { isAdmin: boolean }) => user.isAdmin && !me?.isAdmin;
  const selectable = items.filter((u) => u.id !== me?.id && !isProtected(u));
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.has(u.id));
  const someSelected = selectable.some((u) => selected.has(u.id));

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts, their roles and departments."
        actions={can.create ? <CreateButton to={administrationPaths.createUser()} label="New user" /> : null}
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        views
        label="Users"
        columns={canMove ? 7 : 6}
        items={data?.items}
        selecting={selected.size > 0}
        toolbar={
          selected.size ? (
            <SelectionBar count={selected.size} onClear={clear} onMove={() => setMoveOpen(true)} />
          ) : (
            <FilterBar
              label="Filter users"
              search={{ label: 'Search users', placeholder: 'Search name, username or email' }}
              filters={filters}
            />
          )
        }
        count={data && !selected.size ? countOf(data, 'user') : null}
        pending={isPending}
        fetching={isFetching}
        // A full page of placeholders: a company has more than a page of these, so the page controls
        // stay where the rows will push them while the first page loads.
        skeletonRows={take}
        skeletonLines={2}
        error={error}
        head={usersHeadCells({
          sort,
          selectAll: canMove
            ? {
                checked: allSelected,
                indeterminate: someSelected && !allSelected,
                disabled: selectable.length === 0,
                onToggle: () => setSelected(allSelected ? new Set() : new Set(selectable.map((u) => u.id))),
              }
            : null,
        })}
        empty={{
          icon: <GroupOutlined />,
          title: 'No users yet',
          description: 'Create the first account and give it a role.',
          create: can.create ? { to: administrationPaths.createUser(), label: 'New user' } : undefined,
        }}
        filtered={Boolean(search || query.roleId || query.departmentId || query.admin)}
        noMatch={
          search
            ? {
                title: `No user matches “${search}”`,
                description: 'Search looks at names, usernames and email addresses.',
                clear: { label: 'Clear search', onClick: () => list.setSearch('') },
              }
            : { title: 'No user matches these filters', clear: { label: 'Clear filters', onClick: list.clear } }
        }
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(user) => (
          <UserRow
            key={user.id}
            user={user}
            profileImage={images.data?.get(user.id)}
            self={user.id === me?.id}
            protectedAdmin={isProtected(user)}
            selection={canMove ? { selected: selected.has(user.id), onToggle: () => toggle(user.id) } : null}
            can={can}
            onAction={setAction}
          />
        )}
      </ListTable>

      <MoveToRoleDialog
        open={moveOpen}
        userIds={[...selected]}
        onClose={() => setMoveOpen(false)}
        onMoved={(outcome) => {
          clear();
          setFlash(outcome);
        }}
      />
      <UserActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDeleted={(user) => {
          setFlash({ severity: 'success', title: `${user.name} was deleted` });
          drop(user.id);
        }}
        onFailed={(title, reason) => setFlash({ severity: 'error', title, body: reason })}
      />
    </>
  );
}
