import { Readable } from 'node:stream';
import * as system from '@backoffice/contract/modules/system';
import { handle } from '../../core/http.js';
import { auditCsv, auditCsvName } from './audit-csv.js';
import * as keys from './integration-keys.js';
import { auditExportEntries, health, listAudit, listAuditEntities } from './service.js';

export const handlers = [
  handle(system.health, ({ ctx }) => health(ctx)),
  handle(system.auditLog, ({ ctx, query }) => listAudit(ctx, query)),
  handle(system.exportAuditLog, ({ ctx, query, reply }) => {
    const zone = ctx.config.timeZone;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${auditCsvName(zone)}"`);
    // Streamed as it is read (service.ts, auditExportEntries); a stream is sent as it is, unserialised.
    return Readable.from(auditCsv(auditExportEntries(ctx, query), zone)) as unknown as string;
  }),
  handle(system.auditEntities, ({ ctx }) => listAuditEntities(ctx)),
  handle(system.listIntegrationKeys, ({ ctx }) => keys.listIntegrationKeys(ctx)),
  handle(system.createIntegrationKey, ({ ctx, user, body }) => keys.createIntegrationKey(ctx, user, body.name)),
  handle(system.revokeIntegrationKey, ({ ctx, params }) => keys.revokeIntegrationKey(ctx, params.id)),
  // The guard resolved the key before the handler runs.
  handle(system.integrationPing, ({ integration }) => ({ name: integration!.name })),
];
