// Servers: creation and edits checked against their type's services, the list, the view with its
// Down windows and websites, status changes (each Down kept as a window), deletion.
import {
  SERVER_TYPES,
  type Server,
  type ServerCheck,
  type ServerInput,
  type ServerStatus,
  type ServerType,
  type ServerView,
} from '@backoffice/contract/modules/hosting';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import { releaseReferences } from '../../../core/references.js';
import { hostingDowntimes, hostingServers, hostingWebsites } from '../schema.js';
import { hostingSettings } from '../settings.js';
import { targetProblem } from '../targets.js';
import { displayDomain } from './names.js';

export type ServerRow = typeof hostingServers.$inferSelect;
const ENTITY = 'hosting.server';

export function toServer(row: ServerRow): Server {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ServerType,
    address: row.address,
    location: row.location,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    statusReason: row.statusReason,
    services: row.services,
    check: row.check,
    notes: row.notes,
    websiteCount: row.websiteCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function serverTypes() {
  return Object.entries(SERVER_TYPES).map(([type, info]) => ({
    type: type as ServerType,
    label: info.label,
    services: [...info.services],
  }));
}

export function typeServices(type: string) {
  // Own keys only: `valueOf` or `constructor` are no server types.
  if (!Object.hasOwn(SERVER_TYPES, type)) throw notFound('Server type');
  return [...SERVER_TYPES[type as ServerType].services];
}

/** Every service must be one its type offers, each at most once. */
function checkServices(type: ServerType, services: { name: string; port: number }[]): void {
  const offered: readonly { name: string }[] = SERVER_TYPES[type].services;
  const seen = new Set<string>();
  services.forEach((s, i) => {
    if (!offered.some((o) => o.name === s.name)) {
      throw badRequest(
        `body.services.${i}.name`,
        `${s.name} is not a service of a ${SERVER_TYPES[type].label.toLowerCase()} (${offered.map((o) => o.name).join(', ')})`,
      );
    }
    if (seen.has(s.name)) throw badRequest(`body.services.${i}.name`, `${s.name} is listed twice`);
    seen.add(s.name);
  });
}

/**
 * What the status check will connect to must not be inside (targets.ts): the address of a TCP
 * check, the host of an HTTP check's URL. The probe checks again, after resolving names.
 */
function checkTarget(ctx: AppContext, address: string, check: ServerCheck): void {
  const { checkAllow } = hostingSettings.of(ctx);
  if (check.kind === 'tcp') {
    const problem = targetProblem(address, checkAllow);
    if (problem) throw badRequest('body.address', problem);
  }
  if (check.kind === 'http') {
    const problem = targetProblem(new URL(check.url).hostname, checkAllow);
    if (problem) throw badRequest('body.check.url', problem);
  }
}

export async function findServer(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<ServerRow> {
  const query = db.select().from(hostingServers).where(eq(hostingServers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Server');
  return row;
}

const nameTaken = (name: string) => conflict(`A server named "${name}" already exists`, 'body.name');

async function assertNameFree(db: Executor, name: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: hostingServers.id })
    .from(hostingServers)
    .where(sql`lower(${hostingServers.name}) = lower(${name})`);
  if (row && row.id !== exceptId) throw nameTaken(name);
}

export async function createServer(ctx: AppContext, input: Required<ServerInput>): Promise<Server> {
  checkServices(input.type, input.services);
  checkTarget(ctx, input.address, input.check);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(hostingServers)
      .values({ ...input, statusReason: 'Added' })
      .returning();
    const server = toServer(row!);
    auditChange(tx, { entity: ENTITY, entityId: server.id, after: server });
    return server;
  });
}

export async function updateServer(ctx: AppContext, id: number, input: Partial<ServerInput>): Promise<Server> {
  return ctx.db.transaction(async (tx) => {
    const before = await findServer(tx, id, { lock: true });
    const type = (input.type ?? before.type) as ServerType;
    // A changed type keeps only the services the new type offers unless new ones are given.
    const services =
      input.services ??
      before.services.filter((s) =>
        (SERVER_TYPES[type].services as readonly { name: string }[]).some((o) => o.name === s.name),
      );
    checkServices(type, services);
    // Only a change of what is probed is checked: a note on a server saved before is no new target.
    if (input.address !== undefined || input.check !== undefined) {
      checkTarget(ctx, input.address ?? before.address, input.check ?? before.check);
    }
    if (input.name !== undefined) await assertNameFree(tx, input.name, id);
    const [row] = await tx
      .update(hostingServers)
      .set({ ...input, type, services, updatedAt: new Date() })
      .where(eq(hostingServers.id, id))
      .returning();
    const server = toServer(row!);
    auditChange(tx, { entity: ENTITY, entityId: id, before: toServer(before), after: server });
    return server;
  });
}

export async function listServers(
  ctx: AppContext,
  q: { page: number; take: number; type?: ServerType; ids?: number[]; status?: ServerStatus; search?: string },
) {
  const conditions: SQL[] = [];
  if (q.type) conditions.push(eq(hostingServers.type, q.type));
  if (q.ids) conditions.push(q.ids.length ? inArray(hostingServers.id, q.ids) : sql`false`);
  if (q.status) conditions.push(eq(hostingServers.status, q.status));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(hostingServers.name, pattern), ilike(hostingServers.address, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(hostingServers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(hostingServers).where(where),
    order: { fallback: [asc(sql`lower(${hostingServers.name})`)], tiebreak: hostingServers.id },
    shape: (rows) => rows.map(toServer),
  });
}

export async function viewServer(ctx: AppContext, id: number): Promise<ServerView> {
  const row = await findServer(ctx.db, id);
  const [downtimes, websites] = await Promise.all([
    ctx.db
      .select()
      .from(hostingDowntimes)
      .where(eq(hostingDowntimes.serverId, id))
      .orderBy(desc(hostingDowntimes.startedAt), desc(hostingDowntimes.id))
      .limit(100),
    ctx.db
      .select({ id: hostingWebsites.id, domain: hostingWebsites.domain })
      .from(hostingWebsites)
      .where(eq(hostingWebsites.serverId, id))
      .orderBy(asc(hostingWebsites.domain))
      .limit(100),
  ]);
  return {
    ...toServer(row),
    downtimes: downtimes.map((d) => ({
      id: d.id,
      startedAt: d.startedAt.toISOString(),
      endedAt: d.endedAt?.toISOString() ?? null,
      reason: d.reason,
      endReason: d.endReason,
    })),
    // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
    websites: websites.map((w) => Object.assign(w, { displayDomain: displayDomain(w.domain) })),
  };
}

/**
 * Sets a server's status in the caller's transaction: going Down opens a Down window, coming Up
 * closes the open one; setting the status it has changes nothing. Returns whether it changed.
 */
export async function applyStatus(
  tx: Tx,
  server: ServerRow,
  status: ServerStatus,
  reason: string,
  at = new Date(),
): Promise<boolean> {
  if (server.status === status) return false;
  await tx
    .update(hostingServers)
    .set({ status, statusChangedAt: at, statusReason: reason, checkFailures: 0 })
    .where(eq(hostingServers.id, server.id));
  if (status === 'Down') {
    await tx.insert(hostingDowntimes).values({ serverId: server.id, startedAt: at, reason });
  } else {
    await tx
      .update(hostingDowntimes)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(hostingDowntimes.serverId, server.id), isNull(hostingDowntimes.endedAt)));
  }
  return true;
}

export async function setServerStatus(
  ctx: AppContext,
  id: number,
  status: ServerStatus,
  by: { name: string },
  reason?: string,
): Promise<ServerView> {
  await ctx.db.transaction(async (tx) => {
    const before = await findServer(tx, id, { lock: true });
    const why = reason ? `${by.name}: ${reason}` : `Set ${status} by ${by.name}`;
    if (await applyStatus(tx, before, status, why)) {
      auditChange(tx, {
        entity: ENTITY,
        entityId: id,
        before: { status: before.status },
        after: { status, reason: why },
      });
    }
  });
  return viewServer(ctx, id);
}

export async function deleteServer(ctx: AppContext, id: number): Promise<Server> {
  return ctx.db.transaction(async (tx) => {
    const row = await findServer(tx, id, { lock: true });
    if (row.websiteCount > 0) {
      throw new AppError(
        'HOSTING_SERVER_IN_USE',
        `${row.name} still holds ${row.websiteCount} website${row.websiteCount === 1 ? '' : 's'}: move or delete them first`,
      );
    }
    await releaseReferences(ctx, tx, 'hosting.server', id);
    await tx.delete(hostingServers).where(eq(hostingServers.id, id));
    const server = toServer(row);
    auditChange(tx, { entity: ENTITY, entityId: id, before: server });
    return server;
  });
}

declare module '../../../core/references.js' {
  interface ReferencedRecords {
    /** A server, by id: deleting it releases what other modules keep on it (system users refuse). */
    'hosting.server': number;
  }
}

/** A server as other modules see it: its name and address. */
export interface ServerSummary {
  id: number;
  name: string;
  address: string;
}

export type ServersWanted = { ids: readonly number[] } | { first: number };

/**
 * The servers of these ids that exist, or the first ones by id. Inside a transaction, `lock` holds
 * them (FOR SHARE) until it ends, so a server cannot be deleted between another module's check and
 * its commit: the deletion waits, then sees what that module committed (and its reference refuses).
 */
export async function serverSummaries(
  ctx: AppContext,
  wanted: ServersWanted,
  options: { lock?: boolean } = {},
): Promise<ServerSummary[]> {
  const query = ctx.db
    .select({ id: hostingServers.id, name: hostingServers.name, address: hostingServers.address })
    .from(hostingServers);
  if ('first' in wanted) return query.orderBy(asc(hostingServers.id)).limit(wanted.first);
  if (!wanted.ids.length) return [];
  const chosen = query.where(inArray(hostingServers.id, [...new Set(wanted.ids)])).orderBy(asc(hostingServers.id));
  return options.lock ? chosen.for('share') : chosen;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /**
     * The ids, names and addresses of servers: those of these ids that exist, or the first ones by id
     * (`lock`: held FOR SHARE by the caller's transaction).
     */
    'hosting.servers': (
      ctx: AppContext,
      wanted: ServersWanted,
      options?: { lock?: boolean },
    ) => Promise<ServerSummary[]>;
  }
}
