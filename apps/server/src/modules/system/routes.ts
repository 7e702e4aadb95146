import * as system from '@backoffice/contract/modules/system';
import { handle } from '../../core/http.js';
import * as keys from './integration-keys.js';
import { health, listAudit, listAuditEntities } from './service.js';

export const handlers = [
  handle(system.health, ({ ctx }) => health(ctx)),
  handle(system.auditLog, ({ ctx, query }) => listAudit(ctx, query)),
  handle(system.auditEntities, ({ ctx }) => listAuditEntities(ctx)),
  handle(system.listIntegrationKeys, ({ ctx }) => keys.listIntegrationKeys(ctx)),
  handle(system.createIntegrationKey, ({ ctx, user, body }) => keys.createIntegrationKey(ctx, user, body.name)),
  handle(system.revokeIntegrationKey, ({ ctx, params }) => keys.revokeIntegrationKey(ctx, params.id)),
  // The guard resolved the key before the handler runs.
  handle(system.integrationPing, ({ integration }) => ({ name: integration!.name })),
];
