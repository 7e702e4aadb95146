// Dev Scrum (spec §2 "/scrums", docs/scrum.md "Settings"): the settings and components screens.
import { scrumsScreens } from '@backoffice/contract/modules/scrums.paths';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';

export const routes: ModuleRoute[] = [
  {
    path: scrumsScreens.settings.pattern,
    scopes: ['scrums:components:read'],
    title: 'Dev Scrum settings',
    component: () => import('./pages/settings-page'),
  },
  {
    path: scrumsScreens.components.pattern,
    scopes: ['scrums:components:read'],
    title: 'Components',
    component: () => import('./pages/components-page'),
  },
  {
    path: scrumsScreens.newComponent.pattern,
    scopes: ['scrums:components:create'],
    title: 'New component',
    component: () => import('./pages/component-page'),
  },
  {
    // Read with scrums:components:read; saving needs update (the form says so, the server decides).
    path: scrumsScreens.component.pattern,
    scopes: ['scrums:components:read'],
    title: 'Component',
    component: () => import('./pages/component-page'),
  },
];

export const menu: MenuItem[] = [
  {
    order: 30,
    label: 'Settings',
    path: scrumsScreens.settings.href(),
    scopes: ['scrums:components:read'],
    icon: SettingsOutlined,
    activeOn: ['/scrums/components', '/scrums/create/component', '/scrums/edit'],
  },
];
