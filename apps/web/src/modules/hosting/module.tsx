import { hostingScreens } from '@backoffice/contract/modules/hosting.paths';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { defineModule } from '../../core/module';
import { hostingPaths } from './paths';

// Spec §2: the scopes of each route as written there (docs/hosting.md).
const SERVER_READ = ['server:server:read'] as const;
const VHOST_READ = ['vhost:vhost:read'] as const;

export default defineModule({
  routes: [
    {
      path: hostingScreens.servers.pattern,
      scopes: SERVER_READ,
      title: 'Servers',
      component: () => import('./pages/servers-page'),
    },
    {
      path: hostingScreens.createServer.pattern,
      scopes: SERVER_READ,
      title: 'New server',
      component: () => import('./pages/server-form-page'),
    },
    {
      path: hostingScreens.editServer.pattern,
      scopes: ['users:departments:update'],
      title: 'Edit server',
      component: () => import('./pages/server-form-page'),
    },
    {
      path: hostingScreens.server.pattern,
      scopes: SERVER_READ,
      title: 'Server',
      component: () => import('./pages/server-page'),
    },
    {
      path: hostingScreens.cdn.pattern,
      scopes: VHOST_READ,
      title: 'CDN virtual hosts',
      component: () => import('./pages/cdn-page'),
    },
    {
      path: hostingScreens.createCdn.pattern,
      scopes: ['vhost:vhost:create'],
      title: 'New CDN virtual host',
      component: () => import('./pages/cdn-create-page'),
    },
    {
      path: hostingScreens.origin.pattern,
      scopes: VHOST_READ,
      title: 'Origin virtual hosts',
      component: () => import('./pages/origin-page'),
    },
    {
      path: hostingScreens.createOrigin.pattern,
      scopes: VHOST_READ,
      title: 'New website',
      component: () => import('./pages/origin-form-page'),
    },
    {
      path: hostingScreens.editOrigin.pattern,
      scopes: VHOST_READ,
      title: 'Edit website',
      component: () => import('./pages/origin-form-page'),
    },
  ],
  menu: [
    {
      group: 'Infrastructure',
      order: 20,
      items: [
        { order: 40, label: 'Servers', path: hostingPaths.servers(), scopes: SERVER_READ, icon: StorageOutlined },
        { order: 50, label: 'VHost CDN', path: hostingPaths.cdn(), scopes: VHOST_READ, icon: CloudQueueOutlined },
        { order: 51, label: 'VHost Origin', path: hostingPaths.origin(), scopes: VHOST_READ, icon: LanguageOutlined },
      ],
    },
  ],
  commands: () => import('./commands'),
});
