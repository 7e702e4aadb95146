import { hostingScreens } from '@backoffice/contract/modules/hosting.paths';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { defineModule } from '../../core/module';
import { recordSearch } from '../../core/palette/commands';
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
  commands: [
    {
      actions: [
        { label: 'New server', path: hostingPaths.createServer(), scopes: ['server:server:create'] },
        {
          label: 'New website',
          path: hostingPaths.createOrigin(),
          scopes: ['vhost:vhost:create'],
          keywords: ['origin', 'vhost', 'virtual host'],
        },
        {
          label: 'New CDN virtual host',
          path: hostingPaths.createCdn(),
          scopes: ['vhost:vhost:create'],
          keywords: ['vhost'],
        },
      ],
    },
    {
      group: 'Servers',
      order: 40,
      scopes: SERVER_READ,
      icon: StorageOutlined,
      search: () =>
        import('@backoffice/contract/modules/hosting').then(({ listServers }) =>
          recordSearch(listServers, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((server) => ({
                id: server.id,
                label: server.name,
                detail: [server.address, server.type, server.location].filter(Boolean).join(' · '),
                paths: [hostingPaths.server(server.id)],
              })),
          }),
        ),
    },
    {
      group: 'Websites',
      order: 50,
      scopes: VHOST_READ,
      icon: LanguageOutlined,
      search: () =>
        import('@backoffice/contract/modules/hosting').then(({ listOriginVhosts }) =>
          recordSearch(listOriginVhosts, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((website) => ({
                id: website.id,
                label: website.displayDomain,
                detail: `on ${website.server.name}`,
                paths: [hostingPaths.editOrigin(website.id)],
              })),
          }),
        ),
    },
    {
      group: 'CDN virtual hosts',
      order: 51,
      scopes: VHOST_READ,
      icon: CloudQueueOutlined,
      // No page of its own: the list, found by its domain.
      search: () =>
        import('@backoffice/contract/modules/hosting').then(({ listCdnVhosts }) =>
          recordSearch(listCdnVhosts, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((vhost) => ({
                id: vhost.id,
                label: vhost.displayDomain,
                detail: `origin ${vhost.origin}`,
                paths: [hostingScreens.cdn.href({}, { search: vhost.domain })],
              })),
          }),
        ),
    },
  ],
});
