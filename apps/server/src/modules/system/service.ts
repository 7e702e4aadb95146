import {
  AUDIT_EXPORT_CAP,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
  CHANGE_METHODS,
} from '@backoffice/contract/modules/system';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import { personalFieldsOf, withoutPersonal } from '../../core/audit-values.js';
import type { AppContext } from '../../core/context.js';
import { type PageParams, paged } from '../../core/db/lists.js';
import { auditLog, settings } from '../../core/db/schema.js';
import { auditEntityNames } from './audit.queries.js';

const HEALTH_CHECK_MS = 1_000;
const lastChecks = new WeakMap<object, { at: number; database: 'up' | 'down' }>();

/**
 * The database is asked at most once a second: on the embedded database a probe waits
 * behind every queued query on the one connection, and probes come often (docs/performance.md).
 */
export async function health(ctx: AppContext) {
  const now = Date.now();
  let check = lastChecks.get(ctx.pool);
  if (!check || now - check.at >= HEALTH_CHECK_MS) {
    // Any answer will do: the smallest read of a table every installation has.
    const database = await ctx.db
      .select({ one: sql`1` })
      .from(settings)
      .limit(1)
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    check = { at: now, database };
    lastChecks.set(ctx.pool, check);
  }
  const { database } = check;
  return { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database, uptime: process.uptime() };
}

type AuditFilters = Omit<AuditLogQuery, 'page' | 'take'>;
type AuditQuery = AuditFilters & PageParams;

/** Each `action` as a condition on the row (SECURITY_EVENTS name themselves). */
function actionCondition(action: AuditAction): SQL | undefined {
  switch (action) {
    case 'change':
      return isNull(auditLog.event);
    case 'security':
      return isNotNull(auditLog.event);
    case 'create':
    case 'update':
    case 'delete':
      // Written as `method IN (…)` with `event IS NULL`, the shape audit_log_change_idx serves.
      return and(isNull(auditLog.event), inArray(auditLog.method, [...CHANGE_METHODS[action]]));
    default:
      return and(isNotNull(auditLog.event), eq(auditLog.event, action));
  }
}

const AUDIT_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  username: auditLog.username,
  method: auditLog.method,
  route: auditLog.route,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  statusCode: auditLog.statusCode,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  peer: auditLog.peer,
  event: auditLog.event,
};

/** Every filter narrows (they combine with AND); `from` / `to` are days in the company time zone. */
function auditWhere(ctx: AppContext, q: AuditFilters): SQL | undefined {
  const zone = ctx.config.timeZone;
  return and(
    q.userId !== undefined ? eq(auditLog.userId, q.userId) : undefined,
    q.entity !== undefined ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId !== undefined ? eq(auditLog.entityId, q.entityId) : undefined,
    q.action !== undefined ? actionCondition(q.action) : undefined,
    q.kind === 'changes' ? isNull(auditLog.event) : undefined,
    q.kind === 'security' || q.event !== undefined ? isNotNull(auditLog.event) : undefined,
    q.event !== undefined ? eq(auditLog.event, q.event) : undefined,
    q.from !== undefined ? gte(auditLog.at, sql`(${q.from}::date::timestamp AT TIME ZONE ${zone})`) : undefined,
    q.to !== undefined ? lt(auditLog.at, sql`((${q.to}::date + 1)::timestamp AT TIME ZONE ${zone})`) : undefined,
  );
}

/** A list with a date range is ordered by `at` first (see listAudit). */
const isRanged = (q: AuditFilters) => q.from !== undefined || q.to !== undefined;

type AuditRow = Omit<AuditEntry, 'at' | 'event'> & { at: Date; event: string | null };

/** A row as the API shows it: personal values withheld, whenever the row was written. */
function shapeEntry(r: AuditRow): AuditEntry {
  // Onto the row read for this entry: not a spread, which V8 extends by a slow runtime call per property
  // (docs/performance.md "Object spread").
  return Object.assign(r, {
    at: r.at.toISOString(),
    // Written only by core/audit.ts, from SECURITY_EVENTS.
    event: r.event as AuditEntry['event'],
    // Rows written before their module declared its personal fields still hold the values.
    ...withoutPersonal(personalFieldsOf(r.entity), r.before, r.after),
  });
}

/**
 * Newest first. `from` / `to` are days in the company time zone, turned into instants by PostgreSQL
 * (`'2026-03-29'::timestamp AT TIME ZONE tz` is that day's midnight there, DST included); `to` is
 * inclusive, so the range ends at the next midnight.
 *
 * The order is by id (the primary key index; the user, entity, security and change indexes end in
 * id) unless a date range is given: then by `at`, id, which `audit_log_at_idx` serves. Ordered by
 * id, a range of old days made PostgreSQL walk the primary key backwards through every newer row,
 * since it cannot know that ids grow with time (docs/system.md "Keeping it fast"). The two
 * orders differ only where two requests' transactions overlapped, by a fraction of a second.
 *
 * The total is counted up to COUNT_CAP only (`paged`): an exact count(*) over millions of rows on
 * every page would cost more than the page itself.
 */
export async function listAudit(ctx: AppContext, q: AuditQuery) {
  const where = auditWhere(ctx, q);
  const { page: _page, ...filters } = q;
  const page = await paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset, seek }) =>
      ctx.db
        .select(AUDIT_COLUMNS)
        .from(auditLog)
        .where(seek ? and(where, seek) : where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(auditLog).where(where),
    order: { fallback: isRanged(q) ? [desc(auditLog.at)] : [], tiebreak: auditLog.id, tiebreakDirection: 'DESC' },
    shape: (rows) => rows.map(shapeEntry),
    // Newest first by id: a deep page starts from a remembered id instead of skipping rows (lists.ts `Seek`).
    // A date range orders by `at` (microseconds, which a JS date cannot hold): paged by OFFSET as before.
    ...(isRanged(q)
      ? {}
      : {
          seek: {
            key: `audit\u0000${JSON.stringify(filters)}`,
            positionOf: (row: AuditRow) => row.id,
            after: (id: number | string, from: boolean) =>
              from ? lte(auditLog.id, Number(id)) : lt(auditLog.id, Number(id)),
          },
        }),
  });
  return { ...page, timeZone: ctx.config.timeZone };
}

/** Rows read per statement while an export streams: no statement holds the connection for long. */
const EXPORT_BATCH = 500;

/**
 * The list's entries for its CSV export: the same filters and order, newest first, at most
 * AUDIT_EXPORT_CAP. Read in batches of plain statements (no transaction, no cursor), so a slow
 * download holds no connection between them; the batches stop at the newest id there was when the
 * export began, so rows written meanwhile shift no batch.
 */
export async function* auditExportEntries(
  ctx: AppContext,
  q: AuditFilters,
  cap = AUDIT_EXPORT_CAP,
): AsyncGenerator<AuditEntry> {
  const [newest] = await ctx.db.select({ id: max(auditLog.id) }).from(auditLog);
  if (newest?.id == null) return;
  const where = and(auditWhere(ctx, q), lte(auditLog.id, newest.id));
  const order = isRanged(q) ? [desc(auditLog.at), desc(auditLog.id)] : [desc(auditLog.id)];
  for (let offset = 0; offset < cap; offset += EXPORT_BATCH) {
    const rows = await ctx.db
      .select(AUDIT_COLUMNS)
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(Math.min(EXPORT_BATCH, cap - offset))
      .offset(offset);
    for (const row of rows) yield shapeEntry(row);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The distinct entity names (a skip scan, audit.queries.ts). */
export async function listAuditEntities(ctx: AppContext): Promise<{ items: string[] }> {
  return { items: await auditEntityNames(ctx.db) };
}
