import { z } from 'zod';
import { endpoint, isoInstant, listOf, pageQuery, recordId, scopes } from '../http.js';
import { defineScopes } from '../scopes.js';

/** The audit log's scope (the log is served here, beside the health probe). */
export const declaredScopes = defineScopes({
  groups: { audit: 'Audit log', 'audit:log': 'Audit log' },
  scopes: {
    'audit:log:read': {
      label: 'Read the audit log',
      description: 'See every recorded change and security event, with who, when, from where, before and after.',
    },
  },
});

export const health = endpoint({
  name: 'system.health',
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database readiness probe',
  reply: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptime: z.number() }),
});

/** Security events the audit log keeps besides changes (docs/administration.md). */
export const SECURITY_EVENTS = [
  'sign-in.failed',
  'sign-in.limited',
  'password.failed',
  'token.expired',
  'token.refused',
  'access.refused',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

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
  /** The client's address (with TRUST_PROXY, as a trusted proxy reported it). */
  ip: z.string().nullable(),
  /** The address of the connection itself (differs from `ip` behind a proxy). */
  peer: z.string().nullable(),
  /** Set on security events: a failed or refused sign-in, a refused token or call. */
  event: z.enum(SECURITY_EVENTS).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLog = endpoint({
  name: 'system.auditLog',
  method: 'GET',
  path: '/audit-log',
  access: scopes('audit:log:read'),
  summary: 'The audit trail of every change and security event, newest first',
  query: pageQuery.extend({
    userId: recordId.optional(),
    entity: z.string().max(100).optional(),
    entityId: z.string().max(100).optional(),
    /** `changes`: successful changes only; `security`: security events only; absent: both. */
    kind: z.enum(['changes', 'security']).optional(),
    event: z.enum(SECURITY_EVENTS).optional(),
  }),
  reply: listOf(auditEntry),
});
