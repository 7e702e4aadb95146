import * as ipset from '@backoffice/contract/modules/ipset';
import { handle } from '../../core/http.js';
import { addIps, deleteIp, listIps } from './services/entries.js';
import { createSet, deleteSet, exportSet, getSet, listSets } from './services/sets.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(ipset.listSets, ({ ctx, query }) => listSets(ctx, query)),
  handle(ipset.getSet, ({ ctx, params }) => getSet(ctx, params.id)),
  // `cache` is accepted and ignored: entries are always read live (docs/ipset.md).
  handle(ipset.listIps, ({ ctx, params, query }) => listIps(ctx, params.id, query)),
  handle(ipset.createSet, ({ ctx, body }) => createSet(ctx, body)),
  handle(ipset.deleteSet, ({ ctx, params }) => deleteSet(ctx, params.id)),
  handle(ipset.addIps, ({ ctx, params, body }) => addIps(ctx, params.set, body.ips)),
  handle(ipset.deleteIp, ({ ctx, params }) => deleteIp(ctx, params.set, params.ip)),

  // Plain text for `curl … | ipset restore` and the web app; a JSON string for clients that accept only JSON.
  handle(ipset.exportSet, async ({ ctx, params, request, reply }) => {
    const { name, script } = await exportSet(ctx, params.id);
    reply.header('content-disposition', `attachment; filename="${name}.ipset"`);
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/plain')) {
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(script);
    }
    reply.type('text/plain; charset=utf-8');
    return script;
  }),
];
