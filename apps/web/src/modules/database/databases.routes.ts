// Databases (spec §2 "/databases", docs/database.md): the databases screens and their menu items.
import { databaseScreens } from '@backoffice/contract/modules/database.paths';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';
import { databasePaths } from './paths';

export const routes: ModuleRoute[] = [
  {
    path: databaseScreens.databases.pattern,
    scopes: ['database:databases:read'],
    title: 'Databases',
    component: () => import('./pages/databases-page'),
  },
  {
    path: databaseScreens.newDatabase.pattern,
    scopes: ['database:databases:create'],
    title: 'New database',
    component: () => import('./pages/database-create-page'),
  },
];

export const menu: MenuItem[] = [
  {
    order: 10,
    label: 'Databases',
    path: databasePaths.databases(),
    scopes: ['database:databases:read'],
    icon: StorageOutlined,
    activeOn: [databaseScreens.newDatabase.pattern],
  },
];
