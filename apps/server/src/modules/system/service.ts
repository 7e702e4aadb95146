import { COUNT_CAP } from '@backoffice/contract';
import type { AppContext } from '../../core/context.js';
import { cappedTotal, rememberedCount } from '../../core/db/lists.js';

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

export interface AuditQuery {
  page: number;
  take: number;
  userId?: number;
  entity?: string;
  entityId?: string;
  kind?: 'changes' | 'security';
  event?: string;
}

/**
 * Newest first, by id (the primary key index). The total is counted up to COUNT_CAP only: an exact
 * count(*) over millions of rows on every page would cost more than the page itself.
 */
export async function listAudit(ctx: AppContext, q: AuditQuery) {
  const where: string[] = [];
  const args: unknown[] = [];
  if (q.userId !== undefined) where.push(`user_id = $${args.push(q.userId)}`);
  if (q.entity !== undefined) where.push(`entity = $${args.push(q.entity)}`);
  if (q.entityId !== undefined) where.push(`entity_id = $${args.push(q.entityId)}`);
  if (q.kind === 'changes') where.push('event IS NULL');
  if (q.kind === 'security' || q.event !== undefined) where.push('event IS NOT NULL');
  if (q.event !== undefined) where.push(`event = $${args.push(q.event)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const offset = (q.page - 1) * q.take;
  const [items, counted] = await Promise.all([
    ctx.pool.query(
      `SELECT id, at, user_id AS "userId", username, method, route, entity, entity_id AS "entityId",
              status_code AS "statusCode", before, after, ip, peer, event
         FROM audit_log ${filter} ORDER BY id DESC LIMIT ${q.take} OFFSET ${offset}`,
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
    items: items.rows.map((r) => ({ ...r, at: (r.at as Date).toISOString() })),
    ...cappedTotal(counted),
    page: q.page,
    take: q.take,
  };
}
