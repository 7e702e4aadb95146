import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, pageQuery, recordId, scopes } from '../http.js';
import { dateString } from '../rules/dates.js';

export { declaredScopes } from './system.scopes.js';

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
  /** A wrong one-time or recovery code (issue 32, docs/auth.md). */
  'mfa.failed',
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

/**
 * What an entry did, as the audit log's reader asks for it (docs/system.md "Audit log filters"):
 * a change by its kind — `create` (POST: something created, or an action run such as a forced
 * logout), `update` (PATCH, PUT), `delete` (DELETE), `change` (any of them) — or a security event,
 * one by its name or `security` for all of them.
 */
export const AUDIT_ACTIONS = ['change', 'create', 'update', 'delete', 'security', ...SECURITY_EVENTS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The HTTP methods of each kind of change (a security event's method is its request's, of no meaning). */
export const CHANGE_METHODS = {
  create: ['POST'],
  update: ['PATCH', 'PUT'],
  delete: ['DELETE'],
} as const satisfies Record<string, readonly string[]>;

/** The days the filter takes: PostgreSQL has no year 0000, and the picker's calendar starts at 1900. */
export const AUDIT_DAY_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

/** A day `YYYY-MM-DD` (spec §7, §9), read in the company time zone (`TZ`). */
export const auditDay = dateString.refine(
  (day) => day >= AUDIT_DAY_RANGE.min && day <= AUDIT_DAY_RANGE.max,
  `Expected a date from ${AUDIT_DAY_RANGE.min} to ${AUDIT_DAY_RANGE.max}`,
);

/** The filters of the audit log, shared by the list and its CSV export (docs/system.md "Audit log filters"). */
const auditFilterFields = {
  userId: recordId.optional(),
  entity: z.string().max(100).optional(),
  entityId: z.string().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** The first day shown, from its midnight in the company time zone. */
  from: auditDay.optional(),
  /** The last day shown, inclusive: up to the next day's midnight in the company time zone. */
  to: auditDay.optional(),
  /** Older form of `action`: `changes` = `action=change`, `security` = `action=security`. */
  kind: z.enum(['changes', 'security']).optional(),
  /** Older form of `action=<event>`. */
  event: z.enum(SECURITY_EVENTS).optional(),
};

const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const fromNotAfterToError = { path: ['from'], message: 'must be on or before `to`' };

export const auditLogQuery = pageQuery.extend(auditFilterFields).refine(fromNotAfterTo, fromNotAfterToError);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLog = endpoint({
  name: 'system.auditLog',
  method: 'GET',
  path: '/audit-log',
  access: scopes('audit:log:read'),
  summary:
    'The audit trail of every change and security event, newest first; `from` and `to` are days (YYYY-MM-DD, `to` included) in the company time zone, which the reply names',
  query: auditLogQuery,
  reply: listOf(auditEntry).extend({
    /** The company time zone (`TZ`) the days of `from` and `to` are read in. */
    timeZone: z.string(),
  }),
});

/** The most rows one CSV export holds: the newest that match its filters (the screen says so). */
export const AUDIT_EXPORT_CAP = 10_000;

export const auditExportQuery = z.object(auditFilterFields).refine(fromNotAfterTo, fromNotAfterToError);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

export const exportAuditLog = endpoint({
  name: 'system.exportAuditLog',
  method: 'GET',
  path: '/audit-log/export',
  access: scopes('audit:log:read'),
  summary: `The audit log's entries that match the list's filters as CSV (text/csv), newest first, at most ${AUDIT_EXPORT_CAP.toLocaleString('en')}; times in the company time zone`,
  query: auditExportQuery,
  reply: z.string(),
});

export const auditEntities = endpoint({
  name: 'system.auditEntities',
  method: 'GET',
  path: '/audit-log/entities',
  access: scopes('audit:log:read'),
  summary: 'The entity names the audit log holds (for its filter), in alphabetical order',
  reply: z.object({ items: z.array(z.string()) }),
});

// ---- Integration keys (docs/architecture.md "Integration keys") ----

export const integrationKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is shown once, when made. */
  prefix: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
  revokedAt: isoInstant.nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKey>;

const manageKeys = scopes('integration:keys:manage');

export const listIntegrationKeys = endpoint({
  name: 'system.listIntegrationKeys',
  method: 'GET',
  path: '/integration-keys',
  access: manageKeys,
  summary: 'The integration keys, newest first (revoked ones too)',
  reply: z.array(integrationKey),
});

export const createIntegrationKey = endpoint({
  name: 'system.createIntegrationKey',
  method: 'POST',
  path: '/integration-keys',
  access: manageKeys,
  summary: 'Make a key for another system; the reply holds the key, shown this once',
  body: z.object({ name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters') }),
  status: 201,
  reply: integrationKey.extend({ key: z.string() }),
});

export const revokeIntegrationKey = endpoint({
  name: 'system.revokeIntegrationKey',
  method: 'DELETE',
  path: '/integration-keys/{id}',
  access: manageKeys,
  record: 'any',
  summary: 'Revoke a key: every call with it is refused from now on',
  params: idParams,
  reply: integrationKey,
});

export const integrationPing = endpoint({
  name: 'system.integrationPing',
  method: 'GET',
  path: '/integrations/ping',
  access: 'integration',
  summary: 'For another system to check its key: answers the key’s name',
  reply: z.object({ name: z.string() }),
});
