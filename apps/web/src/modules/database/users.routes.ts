// Database users (spec §2 "/databases/users/*", docs/database.md): the users screens and their menu items.
import { databaseScreens } from '@backoffice/contract/modules/database.paths';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';
import { databasePaths } from './paths';

export const routes: ModuleRoute[] = [
  {
    path: databaseScreens.users.pattern,
    scopes: ['database:users:read'],
    title: 'Database users',
    component: () => import('./pages/users-page'),
  },
  {
    path: databaseScreens.newUser.pattern,
    scopes: ['database:users:create'],
    title: 'New database user',
    component: () => import('./pages/user-form-page'),
  },
  {
    // Readers open it too, read only: the save needs database:users:update.
    path: databaseScreens.editUser.pattern,
    scopes: ['database:users:read'],
    title: 'Database user',
    component: () => import('./pages/user-form-page'),
  },
];

export const menu: MenuItem[] = [
  {
    order: 20,
    label: 'Database users',
    path: databasePaths.users(),
    scopes: ['database:users:read'],
    icon: ManageAccountsOutlined,
    // Its create and edit screens lie beside the list, under /databases/users.
    activeOn: ['/databases/users'],
  },
];
