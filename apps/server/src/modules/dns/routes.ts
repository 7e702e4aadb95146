import * as dns from '@backoffice/contract/modules/dns';
import { handle } from '../../core/http.js';
import { grantDepartment, listDepartmentAccess, revokeDepartment } from './services/departments.js';
import { changeRecords, exportZone, listRecords, zoneHistory } from './services/records.js';
import { createZone, deleteZone, getZone, importZone, listZones, setAdminOnly, syncZone } from './services/zones.js';

// The zone-keyed calls take the zone their `dns.zone` policy found (contract `record`): read once.
// Changes write their audit rows in their own transactions (services/); only the PowerDNS push,
// which changes nothing here, names its facts for the hook.
export const handlers = [
  handle(dns.listZones, ({ ctx, user, query }) => listZones(ctx, user, query)),
  handle(dns.searchZones, ({ ctx, user, body }) => listZones(ctx, user, body)),
  handle(dns.getZone, ({ ctx, record }) => getZone(ctx, record)),
  handle(dns.createZone, ({ ctx, user, body }) => createZone(ctx, user, body)),
  handle(dns.importZone, ({ ctx, user, body }) => importZone(ctx, user, body)),
  handle(dns.deleteZone, ({ ctx, record }) => deleteZone(ctx, record)),
  handle(dns.updateZone, ({ ctx, record, body }) => setAdminOnly(ctx, record, body.adminOnly)),
  handle(dns.listRecords, ({ ctx, record }) => listRecords(ctx, record)),

  handle(dns.changeRecords, async ({ ctx, record, body, reply }) => {
    // A list that only deletes answers 204; set first, so its audit row carries it.
    if (!body.create.length) reply.status(204);
    const { serial, created, deleted } = await changeRecords(ctx, record, body);
    if (!body.create.length) return null as never;
    return { serial, created, deleted: deleted.map((r) => r.id) };
  }),

  handle(dns.exportZone, async ({ ctx, record, reply }) => {
    const { name, text } = await exportZone(ctx, record);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}.zone"`);
    return text;
  }),

  handle(dns.zoneHistory, ({ ctx, record, query }) => zoneHistory(ctx, record, query)),

  handle(dns.syncZone, async ({ ctx, record, request }) => {
    const status = await syncZone(ctx, record);
    request.auditFacts = { entity: 'dns.zone', entityId: record.id, after: { pushed: true, state: status.state } };
    return status;
  }),

  handle(dns.listDepartments, ({ ctx }) => listDepartmentAccess(ctx)),
  handle(dns.grantDepartment, ({ ctx, user, body }) => grantDepartment(ctx, user, body.id)),
  handle(dns.revokeDepartment, ({ ctx, params }) => revokeDepartment(ctx, params.id)),
];
