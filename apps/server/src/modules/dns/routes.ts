import * as dns from '@backoffice/contract/modules/dns';
import { handle } from '../../core/http.js';
import {
  changeRecords,
  createZone,
  deleteZone,
  exportZone,
  getZone,
  grantDepartment,
  importZone,
  listDepartmentAccess,
  listRecords,
  listZones,
  revokeDepartment,
  setAdminOnly,
  syncZone,
  zoneHistory,
} from './service.js';

const ZONE = 'dns.zone';

export const handlers = [
  handle(dns.listZones, ({ ctx, user, query }) => listZones(ctx, user, query)),
  handle(dns.searchZones, ({ ctx, user, body }) => listZones(ctx, user, body)),
  // The zone-keyed calls take the zone their `dns.zone` policy found (contract `record`): read once.
  handle(dns.getZone, ({ ctx, record }) => getZone(ctx, record)),

  handle(dns.createZone, async ({ ctx, user, body, request }) => {
    const zone = await createZone(ctx, user, body);
    request.auditFacts = { entity: ZONE, entityId: zone.id, after: { ...body, name: zone.name, serial: zone.serial } };
    return zone;
  }),

  handle(dns.importZone, async ({ ctx, user, body, request }) => {
    const zone = await importZone(ctx, user, body);
    request.auditFacts = {
      entity: ZONE,
      entityId: zone.id,
      after: { name: zone.name, adminOnly: zone.adminOnly, imported: true, recordCount: zone.recordCount },
    };
    return zone;
  }),

  handle(dns.deleteZone, async ({ ctx, record, request }) => {
    const { zone, records } = await deleteZone(ctx, record);
    request.auditFacts = {
      entity: ZONE,
      entityId: zone.id,
      before: { name: zone.name, adminOnly: zone.adminOnly, serial: zone.serial, records },
      after: null,
    };
    return { zoneId: zone.id, name: zone.name };
  }),

  handle(dns.updateZone, async ({ ctx, record, body, request }) => {
    const { before, zone } = await setAdminOnly(ctx, record, body.adminOnly);
    request.auditFacts = { entity: ZONE, entityId: zone.id, before: { adminOnly: before }, after: body };
    return zone;
  }),

  handle(dns.listRecords, ({ ctx, record }) => listRecords(ctx, record)),

  handle(dns.changeRecords, async ({ ctx, record, params, body, request, reply }) => {
    const result = await changeRecords(ctx, record, body);
    request.auditFacts = {
      entity: ZONE,
      entityId: params.id,
      before: { serial: result.previousSerial, records: result.deleted },
      after: { serial: result.serial, records: result.created },
    };
    if (!body.create.length) {
      reply.status(204);
      return null as never;
    }
    return { serial: result.serial, created: result.created, deleted: result.deleted.map((r) => r.id) };
  }),

  handle(dns.exportZone, async ({ ctx, record, reply }) => {
    const { name, text } = await exportZone(ctx, record);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}.zone"`);
    return text;
  }),

  handle(dns.zoneHistory, ({ ctx, record, query }) => zoneHistory(ctx, record, query)),

  handle(dns.syncZone, async ({ ctx, record, params, request }) => {
    const status = await syncZone(ctx, record);
    request.auditFacts = { entity: ZONE, entityId: params.id, after: { pushed: true, state: status.state } };
    return status;
  }),

  handle(dns.listDepartments, ({ ctx }) => listDepartmentAccess(ctx)),

  handle(dns.grantDepartment, async ({ ctx, user, body, request }) => {
    const access = await grantDepartment(ctx, user, body.id);
    request.auditFacts = { entity: 'dns.department', entityId: body.id, after: access };
    return access;
  }),

  handle(dns.revokeDepartment, async ({ ctx, params, request }) => {
    const result = await revokeDepartment(ctx, params.id);
    request.auditFacts = { entity: 'dns.department', entityId: params.id, before: { departmentId: params.id } };
    return result;
  }),
];
