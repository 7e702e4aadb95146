import { z } from 'zod';
import { endpoint, isoInstant, listOf, pageQuery, scopes } from '../http.js';

export const health = endpoint({
  name: 'system.health',
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database readiness probe',
  reply: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptime: z.number() }),
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoInstant,
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  statusCode: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLog = endpoint({
  name: 'system.auditLog',
  method: 'GET',
  path: '/audit-log',
  access: scopes('audit:log:read'),
  summary: 'The audit trail of every change, newest first',
  query: pageQuery.extend({
    userId: z.coerce.number().int().positive().optional(),
    entity: z.string().max(100).optional(),
    entityId: z.string().max(100).optional(),
  }),
  reply: listOf(auditEntry),
});
