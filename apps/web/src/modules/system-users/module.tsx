// System users (spec §2 "/system-users": list, create, edit/{systemUserId}; docs/system-users.md).
import { systemUsersScreens } from '@backoffice/contract/modules/system-users.paths';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import { defineModule } from '../../core/module';
import { systemUsersPaths } from './paths';

const READ = ['system:user:read'] as const;

export default defineModule({
  routes: [
    {
      path: systemUsersScreens.list.pattern,
      scopes: READ,
      title: 'System users',
      component: () => import('./pages/system-users-page'),
    },
    {
      path: systemUsersScreens.create.pattern,
      scopes: ['system:user:create'],
      title: 'New system user',
      component: () => import('./pages/system-user-form-page'),
    },
    {
      // Readers see the account and its commands; saving needs system:user:update.
      path: systemUsersScreens.edit.pattern,
      scopes: READ,
      title: 'System user',
      component: () => import('./pages/system-user-form-page'),
    },
  ],
  menu: [
    {
      // Spec §2's side menu: after Databases, before Leave Requests (60).
      group: 'System Users',
      order: 57,
      // /system-users/create and /system-users/edit/{id} lie below the list: they highlight it.
      items: [
        { order: 10, label: 'System users', path: systemUsersPaths.list(), scopes: READ, icon: TerminalOutlined },
      ],
    },
  ],
  commands: () => import('./commands'),
});
