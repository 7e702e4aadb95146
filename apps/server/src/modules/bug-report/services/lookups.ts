// The settings of a kind (docs/tracker.md "Lookups"): priorities, statuses, components and departments
// (one table, `type` tells them apart) and folders. A lookup that reports name cannot be deleted (409 with
// the count); a status whose `closing` flag changes opens or closes its reports at once.
import {
  type Folder,
  type Lookup,
  type LookupType,
  type PriorityLevel,
  REPORT_KIND_INFO,
  type ReportKind,
} from '@backoffice/contract/modules/bug-report';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { type ListOrder, paged } from '../../../core/db/lists.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import { bugReportFolders, bugReportLookups, bugReports } from '../schema.js';

type LookupRow = typeof bugReportLookups.$inferSelect;

const NOUNS: Record<
  LookupType,
  { one: string; many: string; column: 'priorityId' | 'statusId' | 'componentId' | 'departmentId' }
> = {
  priority: { one: 'priority', many: 'priorities', column: 'priorityId' },
  status: { one: 'status', many: 'statuses', column: 'statusId' },
  component: { one: 'component', many: 'components', column: 'componentId' },
  department: { one: 'department', many: 'departments', column: 'departmentId' },
};

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function shape(row: LookupRow): Lookup {
  return {
    id: row.id,
    type: row.type as LookupType,
    name: row.name,
    color: row.color,
    position: row.position,
    closing: row.closing,
    level: (row.level as PriorityLevel | null) ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const ofList = (kind: ReportKind, type: LookupType) =>
  and(eq(bugReportLookups.kind, kind), eq(bugReportLookups.type, type));

export async function listLookups(
  ctx: AppContext,
  kind: ReportKind,
  type: LookupType,
  q: { page: number; take: number },
) {
  const where = ofList(kind, type);
  const order: ListOrder<string> = {
    fallback: [asc(bugReportLookups.position), asc(sql`lower(${bugReportLookups.name})`)],
    tiebreak: bugReportLookups.id,
  };
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(bugReportLookups)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(bugReportLookups).where(where),
    order,
    shape: (rows) => rows.map(shape),
  });
}

async function findLookup(db: Executor, kind: ReportKind, type: LookupType, id: number): Promise<LookupRow> {
  const [row] = await db
    .select()
    .from(bugReportLookups)
    .where(and(ofList(kind, type), eq(bugReportLookups.id, id)));
  if (!row) throw notFound(capital(NOUNS[type].one));
  return row;
}

/**
 * The id names a lookup of this kind's list, else a 400 on `field`. Used by the report's writes; null
 * passes (an optional lookup cleared).
 */
export async function assertLookup(
  db: Executor,
  kind: ReportKind,
  type: LookupType,
  id: number | null | undefined,
  field: string,
): Promise<LookupRow | null> {
  if (id === null || id === undefined) return null;
  const [row] = await db
    .select()
    .from(bugReportLookups)
    .where(and(ofList(kind, type), eq(bugReportLookups.id, id)));
  if (!row) throw badRequest(field, `is not a ${NOUNS[type].one} of ${REPORT_KIND_INFO[kind].noun}s`);
  return row;
}

export async function assertFolder(db: Executor, kind: ReportKind, id: number | null | undefined, field: string) {
  if (id === null || id === undefined) return;
  const [row] = await db
    .select({ id: bugReportFolders.id })
    .from(bugReportFolders)
    .where(and(eq(bugReportFolders.kind, kind), eq(bugReportFolders.id, id)));
  if (!row) throw badRequest(field, `is not a folder of ${REPORT_KIND_INFO[kind].noun}s`);
}

/** A new report's defaults: the first priority of level normal (else the first), the first open status. */
export async function defaultsOf(db: Executor, kind: ReportKind) {
  const priorities = await db
    .select()
    .from(bugReportLookups)
    .where(ofList(kind, 'priority'))
    .orderBy(asc(bugReportLookups.position), asc(bugReportLookups.id));
  const [status] = await db
    .select()
    .from(bugReportLookups)
    .where(and(ofList(kind, 'status'), eq(bugReportLookups.closing, false)))
    .orderBy(asc(bugReportLookups.position), asc(bugReportLookups.id))
    .limit(1);
  return { priority: priorities.find((p) => p.level === 'normal') ?? priorities[0] ?? null, status: status ?? null };
}

const usedBy = (type: LookupType, id: number) => eq(bugReports[NOUNS[type].column], id);

export async function getLookup(ctx: AppContext, kind: ReportKind, type: LookupType, id: number, relations: boolean) {
  const row = await findLookup(ctx.db, kind, type, id);
  const [used] = await ctx.db.select({ n: count() }).from(bugReports).where(usedBy(type, id));
  const recent = relations
    ? await ctx.db
        .select({ id: bugReports.id, title: bugReports.title })
        .from(bugReports)
        .where(and(usedBy(type, id), isNull(bugReports.deletedAt)))
        .orderBy(desc(bugReports.createdAt), desc(bugReports.id))
        .limit(10)
    : [];
  return { ...shape(row), relations: { reports: Number(used?.n ?? 0), recent } };
}

interface LookupInput {
  name?: string | undefined;
  color?: string | null | undefined;
  position?: number | undefined;
  closing?: boolean | undefined;
  level?: PriorityLevel | undefined;
}

async function assertNameFree(db: Executor, kind: ReportKind, type: LookupType, name: string, except?: number) {
  const same = and(ofList(kind, type), sql`lower(${bugReportLookups.name}) = lower(${name})`);
  const [taken] = await db
    .select({ id: bugReportLookups.id })
    .from(bugReportLookups)
    .where(except === undefined ? same : and(same, sql`${bugReportLookups.id} <> ${except}`));
  if (taken) throw conflict(`A ${NOUNS[type].one} named "${name}" already exists`, 'body.name');
}

export async function createLookup(ctx: AppContext, kind: ReportKind, type: LookupType, body: LookupInput) {
  const name = body.name!;
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, kind, type, name);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${bugReportLookups.position}), -1)::int` })
      .from(bugReportLookups)
      .where(ofList(kind, type));
    const [row] = await tx
      .insert(bugReportLookups)
      .values({
        kind,
        type,
        name,
        color: body.color ?? null,
        position: body.position ?? (last?.position ?? -1) + 1,
        closing: type === 'status' ? (body.closing ?? false) : false,
        level: type === 'priority' ? (body.level ?? 'normal') : null,
      })
      .returning();
    auditChange(tx, { entity: 'bug-report-lookup', entityId: row!.id, after: shape(row!) });
    return shape(row!);
  });
}

export async function updateLookup(ctx: AppContext, kind: ReportKind, type: LookupType, id: number, body: LookupInput) {
  return ctx.db.transaction(async (tx) => {
    const before = await findLookup(tx, kind, type, id);
    if (body.name !== undefined) await assertNameFree(tx, kind, type, body.name, id);
    const changes: Partial<typeof bugReportLookups.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.color !== undefined) changes.color = body.color;
    if (body.position !== undefined) changes.position = body.position;
    if (type === 'status' && body.closing !== undefined) changes.closing = body.closing;
    if (type === 'priority' && body.level !== undefined) changes.level = body.level;
    const [row] = await tx
      .update(bugReportLookups)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(bugReportLookups.id, id))
      .returning();
    if (type === 'status' && changes.closing !== undefined && changes.closing !== before.closing) {
      if (changes.closing) {
        await tx
          .update(bugReports)
          .set({ closedAt: sql`now()` })
          .where(and(eq(bugReports.statusId, id), isNull(bugReports.closedAt)));
      } else {
        await tx
          .update(bugReports)
          .set({ closedAt: null })
          .where(and(eq(bugReports.statusId, id), isNotNull(bugReports.closedAt)));
      }
    }
    auditChange(tx, { entity: 'bug-report-lookup', entityId: id, before: shape(before), after: shape(row!) });
    return shape(row!);
  });
}

export async function deleteLookup(ctx: AppContext, kind: ReportKind, type: LookupType, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findLookup(tx, kind, type, id);
    // Held while counting, so a report filed meanwhile cannot name it after the count said none.
    await tx
      .select({ id: bugReportLookups.id })
      .from(bugReportLookups)
      .where(eq(bugReportLookups.id, id))
      .for('update');
    const [used] = await tx.select({ n: count() }).from(bugReports).where(usedBy(type, id));
    const n = Number(used?.n ?? 0);
    if (n > 0) {
      const noun = NOUNS[type].one;
      throw new AppError(
        'BUG_REPORT_LOOKUP_IN_USE',
        `Still named by ${n} ${n === 1 ? 'report' : 'reports'} (deleted ones included): give them another ${noun} first`,
        undefined,
        { count: n },
      );
    }
    await tx.delete(bugReportLookups).where(eq(bugReportLookups.id, id));
    auditChange(tx, { entity: 'bug-report-lookup', entityId: id, before: shape(before) });
    return { id };
  });
}

// ---- Folders ----

/** Reports in a folder that are neither deleted nor closed, counted by a join (so every column is qualified). */
const openInFolder = and(
  eq(bugReports.folderId, bugReportFolders.id),
  isNull(bugReports.deletedAt),
  isNull(bugReports.closedAt),
);

export async function listFolders(ctx: AppContext, kind: ReportKind, q: { page: number; take: number }) {
  const where: SQL = eq(bugReportFolders.kind, kind);
  const order: ListOrder<string> = {
    fallback: [asc(sql`lower(${bugReportFolders.name})`)],
    tiebreak: bugReportFolders.id,
  };
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({
          id: bugReportFolders.id,
          name: bugReportFolders.name,
          openReports: sql<number>`count(${bugReports.id})::int`,
          createdAt: bugReportFolders.createdAt,
        })
        .from(bugReportFolders)
        .leftJoin(bugReports, openInFolder)
        .where(where)
        .groupBy(bugReportFolders.id)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(bugReportFolders).where(where),
    order,
    // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
    shape: (rows): Folder[] => rows.map((r) => Object.assign(r, { createdAt: iso(r.createdAt) })),
  });
}

export async function createFolder(ctx: AppContext, kind: ReportKind, body: { name: string }): Promise<Folder> {
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: bugReportFolders.id })
      .from(bugReportFolders)
      .where(and(eq(bugReportFolders.kind, kind), sql`lower(${bugReportFolders.name}) = lower(${body.name})`));
    if (taken) throw conflict(`A folder named "${body.name}" already exists`, 'body.name');
    const [row] = await tx.insert(bugReportFolders).values({ kind, name: body.name }).returning();
    auditChange(tx, { entity: 'bug-report-folder', entityId: row!.id, after: row });
    return { id: row!.id, name: row!.name, openReports: 0, createdAt: iso(row!.createdAt) };
  });
}
