// The tracker's settings (spec §2: settings, bug-report:settings:read) and folders, and their menu items.
import { bugReportScreens as screens } from '@backoffice/contract/modules/bug-report.paths';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';

const settings = () => import('./pages/settings-page');
const lookup = () => import('./pages/lookup-page');

export const routes: ModuleRoute[] = [
  {
    path: screens.settings.pattern,
    scopes: ['bug-report:settings:read'],
    title: 'Tracker settings',
    component: settings,
  },
  {
    path: screens.lookups.pattern,
    scopes: ['bug-report:settings:read'],
    title: 'Tracker settings',
    component: settings,
  },
  // Saving needs bug-report:settings:update, which the form asks of the endpoint.
  { path: screens.newLookup.pattern, scopes: ['bug-report:settings:read'], title: 'New setting', component: lookup },
  { path: screens.lookup.pattern, scopes: ['bug-report:settings:read'], title: 'Setting', component: lookup },
  {
    path: screens.folders.pattern,
    scopes: ['bug-report:settings:read'],
    title: 'Folders',
    component: () => import('./pages/folders-page'),
  },
];

/** Items of the side menu's "Bug/Features" group, orders 30–49. */
export const menu: MenuItem[] = [
  {
    order: 30,
    label: 'Settings',
    path: screens.settings.href(),
    scopes: ['bug-report:settings:read'],
    icon: TuneOutlined,
  },
  {
    order: 40,
    label: 'Folders',
    path: screens.folders.href(),
    scopes: ['bug-report:settings:read'],
    icon: FolderOutlined,
  },
];
