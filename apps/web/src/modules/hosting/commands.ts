import { hostingScreens } from '@backoffice/contract/modules/hosting.paths';
import { defineCommands, recordSearch } from '../../core/palette/commands';
import { hostingPaths } from './paths';

const contract = () => import('@backoffice/contract/modules/hosting');

export default defineCommands({
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
  records: [
    {
      group: 'Servers',
      order: 40,
      scopes: ['server:server:read'],
      search: () =>
        contract().then(({ listServers }) =>
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
      scopes: ['vhost:vhost:read'],
      search: () =>
        contract().then(({ listOriginVhosts }) =>
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
      scopes: ['vhost:vhost:read'],
      // No page of its own: the list, found by its domain.
      search: () =>
        contract().then(({ listCdnVhosts }) =>
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
