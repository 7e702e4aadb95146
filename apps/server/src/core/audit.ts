import type { SecurityEvent } from '@backoffice/contract/modules/system';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { personalFieldsOf, redact, withoutPersonal } from './audit-values.js';
import { type TransactionScope, type Tx, transactionScope } from './db/database.js';

/** What a change was, for its audit row; the request gives the rest (actor, method, route, addresses). */
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
    /**
     * What a handler changed OUTSIDE the database (a PowerDNS push, revoked sessions), for the row the
     * hook writes before the reply leaves. A change in the database is described in its transaction
     * instead (`auditChange`).
     */
    auditFacts?: AuditFacts;
    /** Set by a handler that must not leave an audit entry (a lookup sent as POST, a sign-in). */
    skipAudit?: boolean;
    /** The code of the AppError the request failed with (set by the error handler). */
    failureCode?: string;
    /**
     * A browser redirect that stands for a refusal (the sign-in form's, which sends the browser back to
     * /login): the status the JSON call answers for it, so that the same security event is written, with
     * that status, and no change row.
     */
    refusedStatus?: number;
    /** What a handler knows about a refused request: the account a sign-in named, or the event. */
    securityFacts?: { userId?: number | null; username?: string; event?: SecurityEvent };
    /** The audit of a changing request (set by `registerEndpoints` through `auditScope`). */
    audit?: RequestAudit;
  }
}

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The audit of one changing request. Its details (actor, method, route, status, addresses) come from
 * the request; what changed comes from the service, inside the transaction that changes it
 * (`auditChange(tx, facts)`). That transaction writes the row before its COMMIT: a change whose row
 * cannot be written rolls back, and a change that rolls back leaves no row. Each transaction that
 * describes a change writes its own row.
 */
export class RequestAudit implements TransactionScope {
  private readonly described = new Map<Tx, AuditFacts>();
  private readonly pending = new Set<Tx>();
  private open = true;
  /** A transaction of this request committed a change with its row. */
  wroteRow = false;
  /** A transaction of this request committed without describing a change (`auditChange`). */
  committedUndescribed = false;

  constructor(
    private readonly request: FastifyRequest,
    /** The status the reply will have: the handler's, else the endpoint's. */
    private readonly statusCode: () => number,
  ) {}

  describe(tx: Tx, facts: AuditFacts): void {
    this.described.set(tx, { ...this.described.get(tx), ...facts });
  }

  async beforeCommit(tx: Tx): Promise<void> {
    const facts = this.described.get(tx);
    this.described.delete(tx);
    if (!facts || !this.open || this.request.skipAudit) return;
    await tx.execute(insertChange(this.request, this.statusCode(), facts));
    this.pending.add(tx);
  }

  committed(tx: Tx): void {
    if (this.pending.delete(tx)) this.wroteRow = true;
    else this.committedUndescribed = true;
  }

  /** The reply is leaving: work the request left running writes no row of it. */
  close(): void {
    this.open = false;
  }
}

/**
 * Runs a handler with its request's audit: every `db.transaction` it opens writes the row of the
 * change it describes (`auditChange`). Reads (GET) have none.
 */
export function auditScope<T>(request: FastifyRequest, statusCode: () => number, work: () => Promise<T>): Promise<T> {
  if (!changingMethods.has(request.method)) return work();
  const audit = new RequestAudit(request, statusCode);
  request.audit = audit;
  return transactionScope.run(audit, work);
}

/**
 * Describes the change this transaction makes, for the audit row it writes before COMMIT:
 * `entity` and `entityId` say what was changed, `before` / `after` what it was and became (secrets
 * are redacted). Without `entityId` the row takes the path's `{id}`; without `after`, the request
 * body. Outside a request (the demo, a job) there is no row to write and nothing happens.
 */
export function auditChange(tx: Tx, facts: AuditFacts): void {
  const scope = transactionScope.getStore();
  if (scope instanceof RequestAudit) scope.describe(tx, facts);
}

/**
 * One hook writes an audit entry for every security event (a failed or refused sign-in, a refused
 * token or call), and one for each successful change that no transaction recorded: a change
 * outside the database (`request.auditFacts`), or a module's that does not describe its changes
 * in their transactions yet. It runs before the reply leaves, so whoever got the reply (a zone's
 * history right after a save) finds the entry.
 */
export function registerAudit(app: FastifyInstance, pool: pg.Pool): void {
  const budget = new EventBudget();
  const db = drizzle(pool);
  // A callback hook, so that the answers with nothing to write (every read that succeeds) pass
  // without a promise: only a security event or a change not yet recorded waits for its row.
  app.addHook('onSend', (request, reply, payload, done) => {
    request.audit?.close();
    const work = auditWork(request, reply.statusCode);
    if (!work) {
      done(null, payload);
      return;
    }
    work.then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });

  function auditWork(request: FastifyRequest, replyStatus: number): Promise<unknown> | undefined {
    if (!request.routeOptions.url?.startsWith('/api/')) return undefined;
    const statusCode = request.refusedStatus ?? replyStatus;
    const event = securityEventOf(request, statusCode);
    if (event) {
      const key = `${event}|${request.ip}|${request.user?.id ?? ''}`;
      const { written, suppressed } = budget.take(key);
      if (!written) return undefined;
      return writeSecurityEvent(pool, request, statusCode, event, suppressed).catch((err) =>
        request.log.error({ err }, 'security event write failed'),
      );
    }
    if (!changingMethods.has(request.method) || statusCode >= 400 || request.skipAudit) return undefined;
    if (request.audit?.wroteRow) return undefined;
    if (request.audit?.committedUndescribed && !request.auditFacts) {
      // Still recorded, but after the commit: the module should describe it in its transaction.
      request.log.warn({ route: request.routeOptions.url }, 'a change committed without auditChange()');
    }
    return db
      .execute(insertChange(request, statusCode, request.auditFacts ?? {}))
      .catch((err) => request.log.error({ err }, 'audit write failed'));
  }
}

function securityEventOf(request: FastifyRequest, statusCode: number): SecurityEvent | undefined {
  if (statusCode < 400) return undefined;
  if (request.securityFacts?.event) return request.securityFacts.event;
  switch (request.failureCode) {
    case 'INVALID_CREDENTIALS':
      return 'sign-in.failed';
    case 'RATE_LIMITED':
      return 'sign-in.limited';
    case 'TOKEN_EXPIRED':
      return 'token.expired';
    case 'TOKEN_INVALID':
      return 'token.refused';
    case 'FORBIDDEN':
      return 'access.refused';
    default:
      return undefined;
  }
}

/**
 * Bounds what a flood of refused requests can write: per event, address and user at most
 * `PER_KEY` entries a minute, and at most `PER_INSTANCE` in all. An entry written after a quiet
 * spell says how many like it were left out before it (`after.suppressed`).
 */
export class EventBudget {
  static readonly PER_KEY = 10;
  static readonly PER_INSTANCE = 120;
  private readonly keys = new Map<string, { minute: number; used: number; suppressed: number }>();
  private total = { minute: 0, used: 0 };

  take(key: string, now = Date.now()): { written: boolean; suppressed: number } {
    const minute = Math.floor(now / 60_000);
    if (this.total.minute !== minute) {
      this.total = { minute, used: 0 };
      // Keys of past minutes with nothing left out are of no further use.
      for (const [k, v] of this.keys) if (v.minute !== minute && v.suppressed === 0) this.keys.delete(k);
    }
    let entry = this.keys.get(key);
    if (!entry) {
      entry = { minute, used: 0, suppressed: 0 };
      if (this.keys.size < 50_000) this.keys.set(key, entry);
    }
    if (entry.minute !== minute) Object.assign(entry, { minute, used: 0 });
    if (entry.used >= EventBudget.PER_KEY || this.total.used >= EventBudget.PER_INSTANCE) {
      entry.suppressed += 1;
      return { written: false, suppressed: 0 };
    }
    entry.used += 1;
    this.total.used += 1;
    const suppressed = entry.suppressed;
    entry.suppressed = 0;
    return { written: true, suppressed };
  }
}

/** The connection's own address, whatever a forwarded header claims. */
const peerOf = (request: FastifyRequest) => request.socket?.remoteAddress ?? null;

function writeSecurityEvent(
  pool: pg.Pool,
  request: FastifyRequest,
  statusCode: number,
  event: SecurityEvent,
  suppressed: number,
) {
  const facts = request.securityFacts ?? {};
  const after = suppressed ? { suppressed } : null;
  return pool.query(
    `INSERT INTO audit_log (user_id, username, method, route, status_code, after, ip, peer, event, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      request.user?.id ?? facts.userId ?? null,
      (request.user?.username ?? facts.username ?? null)?.slice(0, 200) ?? null,
      request.method,
      request.routeOptions.url,
      statusCode,
      after === null ? null : JSON.stringify(after),
      request.ip,
      peerOf(request),
      event,
      request.id,
    ],
  );
}

/** The module of the endpoint a request reached: its name is `<module>.<action>` (core/http.ts). */
function moduleOf(request: FastifyRequest): string | undefined {
  const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
  return typeof operationId === 'string' ? operationId.split('.')[0] : undefined;
}

/**
 * The audit row of a change: the request's details with the facts the service or handler gave.
 * Secrets are redacted and personal fields withheld in `before` and `after` alike, the request body
 * written as `after` included.
 */
function insertChange(request: FastifyRequest, statusCode: number, facts: AuditFacts): SQL {
  const params = request.params as Record<string, unknown> | undefined;
  const entityId = facts.entityId ?? params?.id;
  const after = facts.after ?? (request.isMultipart() ? null : (request.body ?? null));
  const actor = request.user ?? facts.actor;
  const kept = withoutPersonal(
    personalFieldsOf(facts.entity, moduleOf(request)),
    facts.before === undefined ? undefined : redact(facts.before),
    after === null ? undefined : redact(after),
  );
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return sql`INSERT INTO audit_log (user_id, username, method, route, entity, entity_id, status_code, before, after, ip, peer, request_id)
    VALUES (${actor?.id ?? null}, ${actor?.username ?? null}, ${request.method}, ${request.routeOptions.url},
            ${facts.entity ?? null}, ${entityId === undefined ? null : String(entityId)}, ${statusCode},
            ${json(kept.before)}, ${json(kept.after)}, ${request.ip}, ${peerOf(request)}, ${request.id})`;
}
