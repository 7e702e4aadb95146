import * as api from '@backoffice/contract/modules/hosting';
import { handle } from '../../core/http.js';
import {
  cdnAction,
  cdnRequests,
  cdnVhostBatch,
  countCdnVhosts,
  createCdnVhost,
  deleteCdnVhost,
  listCdnVhosts,
  searchCdnVhosts,
} from './services/cdn.js';
import { addPhpModule, listPhpModules } from './services/php-modules.js';
import {
  createServer,
  deleteServer,
  listServers,
  serverTypes,
  setServerStatus,
  typeServices,
  updateServer,
  viewServer,
} from './services/servers.js';
import {
  createWebsite,
  deleteWebsite,
  getWebsite,
  listWebsites,
  updateWebsite,
  websiteConfig,
} from './services/websites.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(api.createServer, ({ ctx, body }) => createServer(ctx, body)),
  handle(api.listServers, ({ ctx, query }) => listServers(ctx, query)),
  handle(api.listServerTypes, () => serverTypes()),
  handle(api.listTypeServices, ({ params }) => typeServices(params.type)),
  handle(api.deleteServer, ({ ctx, params }) => deleteServer(ctx, params.id)),
  handle(api.viewServer, ({ ctx, params }) => viewServer(ctx, params.id)),
  handle(api.setServerStatus, ({ ctx, user, params, body }) =>
    setServerStatus(ctx, params.id, body.status, { name: user.name || user.username }, body.reason),
  ),
  handle(api.updateServer, ({ ctx, params, body }) => updateServer(ctx, params.id, body)),

  handle(api.getWebsite, ({ ctx, params }) => getWebsite(ctx, params.id)),
  handle(api.listWebsites, ({ ctx, query }) => listWebsites(ctx, query)),
  handle(api.listOriginVhosts, ({ ctx, query }) => listWebsites(ctx, query)),
  handle(api.createOriginVhost, ({ ctx, body }) => createWebsite(ctx, body)),
  handle(api.updateOriginVhost, ({ ctx, params, body }) => updateWebsite(ctx, params.id, body)),
  handle(api.deleteOriginVhost, ({ ctx, params }) => deleteWebsite(ctx, params.id)),
  handle(api.originVhostConfig, ({ ctx, params }) => websiteConfig(ctx, params.id)),
  handle(api.listPhpModules, ({ ctx }) => listPhpModules(ctx)),
  handle(api.addPhpModule, ({ ctx, body }) => addPhpModule(ctx, body.name)),

  handle(api.createCdnVhost, ({ ctx, body }) => createCdnVhost(ctx, body)),
  handle(api.listCdnVhosts, ({ ctx, query }) => listCdnVhosts(ctx, query)),
  handle(api.searchCdnVhosts, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST
    return searchCdnVhosts(ctx, body.domain);
  }),
  handle(api.cdnVhostBatch, ({ ctx, query }) => cdnVhostBatch(ctx, query)),
  handle(api.countCdnVhosts, ({ ctx }) => countCdnVhosts(ctx)),
  handle(api.deleteCdnVhost, ({ ctx, params }) => deleteCdnVhost(ctx, params.id)),
  handle(api.clearCdnCache, ({ ctx, user, params }) => cdnAction(ctx, params.id, 'clear', user.id)),
  handle(api.enableXdn, ({ ctx, user, params }) => cdnAction(ctx, params.id, 'xdn-on', user.id)),
  handle(api.disableXdn, ({ ctx, user, params }) => cdnAction(ctx, params.id, 'xdn-off', user.id)),
  handle(api.cdnVhostRequests, ({ ctx, params }) => cdnRequests(ctx, params.id)),
];
