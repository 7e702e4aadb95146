import { administrationScreens } from '@backoffice/contract/modules/administration.paths';
import { defineCommands, recordSearch } from '../../core/palette/commands';
import { administrationPaths } from './paths';

export default defineCommands({
  actions: [
    { label: 'New user', path: administrationPaths.createUser(), scopes: ['users:users:create'] },
    { label: 'New role', path: administrationPaths.createRole(), scopes: ['users:roles:create'] },
    { label: 'New department', path: administrationPaths.createDepartment(), scopes: ['users:departments:create'] },
  ],
  records: [
    {
      group: 'Users',
      order: 10,
      scopes: ['users:users:read'],
      // Their edit screen, or the list found by their username for those who may only read.
      search: () =>
        import('@backoffice/contract/modules/administration').then(({ listUsers }) =>
          recordSearch(listUsers, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((user) => ({
                id: user.id,
                label: user.name,
                detail: [user.username, user.email, user.role?.name].filter(Boolean).join(' · '),
                paths: [
                  administrationPaths.editUser(user.id),
                  administrationScreens.users.href({}, { search: user.username }),
                ],
              })),
          }),
        ),
    },
  ],
});
