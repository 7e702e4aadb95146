import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';

export interface AuditFacts {
  entity?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  /** Who acted, when the request carried no token (a sign-in is made by the user it signs in). */
  actor?: { id: number; username: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What a handler changed, for the audit log (the hook records the request either way). */
    auditFacts?: AuditFacts;
    /** Set by a handler that records its own audit entry (or must not leave one, e.g. sign-in). */
    skipAudit?: boolean;
  }
}

const secretKey = /pass(word)?|secret|token|jwt|key|hash/i;

/** Copies a value without secrets (passwords, tokens, keys), so the audit log can be read by staff. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = secretKey.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One hook writes an audit entry for every successful change made through the API. It runs before
 * the reply leaves, so whoever got the reply (a zone's history right after a save) finds the entry.
 */
export function registerAudit(app: FastifyInstance, pool: pg.Pool): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!changingMethods.has(request.method) || reply.statusCode >= 400 || request.skipAudit) return payload;
    if (!request.routeOptions.url?.startsWith('/api/')) return payload;
    await writeAudit(pool, request, reply.statusCode).catch((err) => request.log.error({ err }, 'audit write failed'));
    return payload;
  });
}

function writeAudit(pool: pg.Pool, request: FastifyRequest, statusCode: number) {
  const facts = request.auditFacts ?? {};
  const params = request.params as Record<string, unknown> | undefined;
  const entityId = facts.entityId ?? params?.id;
  const after = facts.after ?? (request.isMultipart() ? null : (request.body ?? null));
  const actor = request.user ?? facts.actor;
  return pool.query(
    `INSERT INTO audit_log (user_id, username, method, route, entity, entity_id, status_code, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      actor?.id ?? null,
      actor?.username ?? null,
      request.method,
      request.routeOptions.url,
      facts.entity ?? null,
      entityId === undefined ? null : String(entityId),
      statusCode,
      facts.before === undefined ? null : JSON.stringify(redact(facts.before)),
      after === null ? null : JSON.stringify(redact(after)),
      request.ip,
    ],
  );
}
