import * as ipset from '@backoffice/contract/modules/ipset';
import { handle } from '../../core/http.js';
import { addIps, createSet, deleteIp, deleteSet, exportSet, getSet, listIps, listSets } from './service.js';

export const handlers = [
  handle(ipset.listSets, ({ ctx, query }) => listSets(ctx, query)),
  handle(ipset.getSet, ({ ctx, params }) => getSet(ctx, params.id)),
  // `cache` is accepted and ignored: entries are always read live (docs/ipsets.md).
  handle(ipset.listIps, ({ ctx, params, query }) => listIps(ctx, params.id, query)),

  handle(ipset.createSet, async ({ ctx, body, request }) => {
    const set = await createSet(ctx, body);
    request.auditFacts = { entity: 'ipset', entityId: set.id, after: set };
    return set;
  }),

  handle(ipset.deleteSet, async ({ ctx, params, request }) => {
    const { set, sampleIps } = await deleteSet(ctx, params.id);
    request.auditFacts = { entity: 'ipset', entityId: set.id, before: { ...set, ips: sampleIps } };
    return set;
  }),

  handle(ipset.addIps, async ({ ctx, params, body, request }) => {
    const { before, ...result } = await addIps(ctx, params.set, body.ips);
    request.auditFacts = {
      entity: 'ipset',
      entityId: result.set.id,
      before,
      after: { entryCount: result.set.entryCount, added: result.added.map((a) => a.ip), rejected: result.rejected },
    };
    return result;
  }),

  handle(ipset.deleteIp, async ({ ctx, params, request }) => {
    const result = await deleteIp(ctx, params.set, params.ip);
    request.auditFacts = {
      entity: 'ipset',
      entityId: result.set.id,
      before: { ip: result.ip },
      after: { entryCount: result.set.entryCount },
    };
    return result;
  }),

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
