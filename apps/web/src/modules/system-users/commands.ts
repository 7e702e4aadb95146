import { defineCommands, recordSearch } from '../../core/palette/commands';
import { systemUsersPaths } from './paths';

const contract = () => import('@backoffice/contract/modules/system-users');

export default defineCommands({
  actions: [
    {
      label: 'New system user',
      path: systemUsersPaths.create(),
      scopes: ['system:user:create'],
      keywords: ['linux', 'account', 'ssh', 'useradd'],
    },
  ],
  records: [
    {
      group: 'System users',
      order: 45,
      scopes: ['system:user:read'],
      search: () =>
        contract().then(({ listSystemUsers }) =>
          recordSearch(listSystemUsers, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((user) => ({
                id: user.id,
                label: user.username,
                detail: [user.server.name, `uid ${user.uid}`, user.comment].filter(Boolean).join(' · '),
                paths: [systemUsersPaths.edit(user.id)],
              })),
          }),
        ),
    },
  ],
});
