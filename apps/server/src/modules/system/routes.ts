import { system } from '@backoffice/contract';
import { handle } from '../../core/http.js';
import { health, listAudit } from './service.js';

export const handlers = [
  handle(system.health, ({ ctx }) => health(ctx)),
  handle(system.auditLog, ({ ctx, query }) => listAudit(ctx, query)),
];
