import { COUNT_CAP } from '@backoffice/contract';
import { type AuditAction, type AuditLogQuery, CHANGE_METHODS } from '@backoffice/contract/modules/system';
import { personalFieldsOf, withoutPersonal } from '../../core/audit.js';
import type { AppContext } from '../../core/context.js';
import { cappedTotal, offsetOf, type PageParams, rememberedCount } from '../../core/db/lists.js';

const HEALTH_CHECK_MS = 1_000;
const lastChecks = new WeakMap<object, { at: number; database: 'up' | 'down' }>();

/**
 * The database is asked at most once a second: on the embedded database a probe's `SELECT 1` waits
 * behind every queued query on the one connection, and probes come often (docs/performance.md).
 */
export async function health(ctx: AppContext) {
  const now = Date.now();
  let check = lastChecks.get(ctx.pool);
  if (!check || now - check.at >= HEALTH_CHECK_MS) {
    const database = await ctx.pool
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    check = { at: now, database };
    lastChecks.set(ctx.pool, check);
  }
  const { database } = check;
  return { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database, uptime: process.uptime() };
}

type AuditQuery = Omit<AuditLogQuery, 'page' | 'take'> & PageParams;

/** Each `action` as a condition on the row (SECURITY_EVENTS name themselves). */
function actionCondition(action: AuditAction, arg: (value: unknown) => string): string {
  switch (action) {
    case 'change':
      return 'event IS NULL';
    case 'security':
      return 'event IS NOT NULL';
    case 'create':
    case 'update':
    case 'delete':
      // Written as `method IN (…)` with `event IS NULL`, the shape audit_log_change_idx serves.
      return `event IS NULL AND method IN (${CHANGE_METHODS[action].map((m) => arg(m)).join(', ')})`;
    default:
      return `event IS NOT NULL AND event = ${arg(action)}`;
  }
}

/**
 * Newest first. Every filter narrows (they combine with AND). `from` / `to` are days in the company
 * time zone, turned into instants by PostgreSQL (`'2026-03-29'::timestamp AT TIME ZONE tz` is that
 * day's midnight there, DST included); `to` is inclusive, so the range ends at the next midnight.
 *
 * The order is by id (the primary key index; the user, entity, security and change indexes end in
 * id) unless a date range is given: then by `at`, id, which `audit_log_at_idx` serves. Ordered by
 * id, a range of old days made PostgreSQL walk the primary key backwards through every newer row,
 * since it cannot know that ids grow with time (docs/system.md "Keeping it fast"). The two
 * orders differ only where two requests' transactions overlapped, by a fraction of a second.
 *
 * The total is counted up to COUNT_CAP only: an exact count(*) over millions of rows on every page
 * would cost more than the page itself.
 */
export async function listAudit(ctx: AppContext, q: AuditQuery) {
  const where: string[] = [];
  const args: unknown[] = [];
  const arg = (value: unknown) => `$${args.push(value)}`;
  if (q.userId !== undefined) where.push(`user_id = ${arg(q.userId)}`);
  if (q.entity !== undefined) where.push(`entity = ${arg(q.entity)}`);
  if (q.entityId !== undefined) where.push(`entity_id = ${arg(q.entityId)}`);
  if (q.action !== undefined) where.push(actionCondition(q.action, arg));
  if (q.kind === 'changes') where.push('event IS NULL');
  if (q.kind === 'security' || q.event !== undefined) where.push('event IS NOT NULL');
  if (q.event !== undefined) where.push(`event = ${arg(q.event)}`);
  const ranged = q.from !== undefined || q.to !== undefined;
  if (ranged) {
    const zone = arg(ctx.config.timeZone);
    if (q.from !== undefined) where.push(`at >= (${arg(q.from)}::date::timestamp AT TIME ZONE ${zone})`);
    if (q.to !== undefined) where.push(`at < ((${arg(q.to)}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = ranged ? 'at DESC, id DESC' : 'id DESC';
  const [items, counted] = await Promise.all([
    ctx.pool.query(
      `SELECT id, at, user_id AS "userId", username, method, route, entity, entity_id AS "entityId",
              status_code AS "statusCode", before, after, ip, peer, event
         FROM audit_log ${filter} ORDER BY ${order} LIMIT ${q.take} OFFSET ${offsetOf(q)}`,
      args,
    ),
    rememberedCount(ctx.pool, `audit_log ${filter} ${JSON.stringify(args)}`, async () => {
      const count = await ctx.pool.query<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM audit_log ${filter} LIMIT ${COUNT_CAP + 1}) capped`,
        args,
      );
      return count.rows[0]!.n;
    }),
  ]);
  return {
    items: items.rows.map((r) => ({
      ...r,
      at: (r.at as Date).toISOString(),
      // Rows written before their module declared its personal fields still hold the values.
      ...withoutPersonal(personalFieldsOf(r.entity), r.before, r.after),
    })),
    ...cappedTotal(counted),
    page: q.page,
    take: q.take,
    timeZone: ctx.config.timeZone,
  };
}

/**
 * The distinct entity names, read by skipping through audit_log_entity_idx (one index descent per
 * name) instead of scanning the table: a handful of names over millions of rows.
 */
export async function listAuditEntities(ctx: AppContext): Promise<{ items: string[] }> {
  const result = await ctx.pool.query<{ entity: string }>(
    `WITH RECURSIVE names AS (
       SELECT min(entity) AS entity FROM audit_log
       UNION ALL
       SELECT (SELECT min(entity) FROM audit_log WHERE entity > names.entity) FROM names WHERE names.entity IS NOT NULL
     )
     SELECT entity FROM names WHERE entity IS NOT NULL`,
  );
  return { items: result.rows.map((r) => r.entity) };
}
