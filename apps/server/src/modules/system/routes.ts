import * as system from '@backoffice/contract/modules/system';
import { handle } from '../../core/http.js';
import { health, listAudit, listAuditEntities } from './service.js';

export const handlers = [
  handle(system.health, ({ ctx }) => health(ctx)),
  handle(system.auditLog, ({ ctx, query }) => listAudit(ctx, query)),
  handle(system.auditEntities, ({ ctx }) => listAuditEntities(ctx)),
];
