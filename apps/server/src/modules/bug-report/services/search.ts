// Finding reports (docs/tracker.md "Lists and the archive"): the plain list, the search with the spec's
// filters, the archive, likely duplicates of a title and the reports filed from a QC conversation.
// Archived = closed more than the archive delay ago; deleted = soft-deleted, shown only on demand.
import type { ArchiveQuery, ReportKind, ReportSearchQuery } from '@backoffice/contract/modules/bug-report';
import { type AnyColumn, and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import {
  type Bind,
  containsPattern,
  exactTime,
  idsLiteral,
  inline,
  type ListOrder,
  paged,
  placeholderFilters,
  seekByTimeAndId,
} from '../../../core/db/lists.js';
import { forbidden } from '../../../core/errors.js';
import { bugReportLookups, bugReports } from '../schema.js';
import { trackerSettings } from '../settings.js';
import { scopeOf, seesDeleted } from './access.js';
import { selectSummaries, shapeSummary, sortColumns } from './views.js';

type Filters = Partial<Record<`filters[${string}]`, unknown>>;

// Values enter as this request's parameters (`inline`) or as a prepared list's placeholders (`bind`).
const archiveAge = (ctx: AppContext, bind: Bind) =>
  sql`now() - make_interval(days => ${bind('archiveDays', trackerSettings.of(ctx).archiveDays)})`;
const notArchived = (ctx: AppContext, bind: Bind) =>
  sql`(${bugReports.closedAt} IS NULL OR ${bugReports.closedAt} > ${archiveAge(ctx, bind)})`;
const archived = (ctx: AppContext) =>
  and(isNotNull(bugReports.closedAt), sql`${bugReports.closedAt} <= ${archiveAge(ctx, inline)}`)!;

/** The spec's filters (days of creation in company time, inclusive; ids; text in title or description). */
function filterConditions(ctx: AppContext, q: Filters, bind: Bind = inline): SQL[] {
  const zone = () => bind('zone', ctx.config.timeZone);
  const ids = (key: string) => q[`filters[${key}]` as const] as number[] | undefined;
  const out: SQL[] = [];
  const from = q['filters[dateFrom]'] as string | undefined;
  const to = q['filters[dateTo]'] as string | undefined;
  if (from)
    out.push(sql`${bugReports.createdAt} >= (${bind('dateFrom', from)}::date::timestamp AT TIME ZONE ${zone()})`);
  if (to)
    out.push(sql`${bugReports.createdAt} < ((${bind('dateTo', to)}::date + 1)::timestamp AT TIME ZONE ${zone()})`);
  const byIds: [string, AnyColumn][] = [
    ['priority', bugReports.priorityId],
    ['status', bugReports.statusId],
    ['component', bugReports.componentId],
    ['department', bugReports.departmentId],
    ['folder', bugReports.folderId],
    ['reporter', bugReports.reporterId],
    ['assignee', bugReports.assigneeId],
  ];
  for (const [key, column] of byIds) {
    const wanted = ids(key);
    if (wanted?.length) out.push(sql`${column} = ANY(${bind(key, idsLiteral(wanted))}::int[])`);
  }
  const text = q['filters[text]'] as string | undefined;
  if (text) {
    const pattern = bind('text', containsPattern(text));
    out.push(or(sql`${bugReports.title} ILIKE ${pattern}`, sql`${bugReports.description} ILIKE ${pattern}`)!);
  }
  return out;
}

const newestFirst: ListOrder<keyof typeof sortColumns> = {
  columns: sortColumns,
  fallback: [desc(bugReports.createdAt)],
  tiebreak: bugReports.id,
  tiebreakDirection: 'DESC',
};

type PageQuery = { page: number; take: number; sortBy?: keyof typeof sortColumns; direction?: 'ASC' | 'DESC' };

/**
 * A page of the reports `where` picks, newest first. Its statements are built once per `shape` (which
 * conditions: the list or search, which deleted reports, the filters present) and sort; every value is a
 * placeholder, filled in per request (core/db/lists.ts `PreparedList`). The kind and the archive delay (`kept`)
 * do not change the best plan, so the plain list and a search without filters keep theirs; a filter (`bind`:
 * ids, days, a text pattern) has each run planned with its values.
 */
function page(ctx: AppContext, shape: string, where: (bind: Bind, kept: Bind) => SQL, q: PageQuery) {
  const filters = placeholderFilters();
  const condition = where(filters.bind, filters.kept);
  const { key, values, keepPlan } = filters.done();
  return paged(ctx.db, q, {
    prepared: {
      key: `bug-report\u0000${shape}\u0000${key}`,
      values,
      keepPlan,
      rows: (orderBy) =>
        selectSummaries(ctx.db)
          .where(condition)
          .orderBy(...orderBy),
      count: () => ctx.db.select({ one: sql`1` }).from(bugReports).where(condition),
    },
    order: newestFirst,
    shape: (rows) => rows.map((row) => shapeSummary(ctx, row)),
  });
}

/** The plain list: live, not archived, newest first. */
export function listReports(ctx: AppContext, kind: ReportKind, q: { page: number; take: number }) {
  return page(
    ctx,
    'list',
    (_bind, kept) =>
      and(eq(bugReports.kind, kept('kind', kind)), isNull(bugReports.deletedAt), notArchived(ctx, kept))!,
    q,
  );
}

/** `bug-report.bugSearch` / `featureSearch`: deleted reports are shown to deleters only. */
export function assertSearchesDeleted(
  user: AuthUser,
  kind: ReportKind,
  q: { withDeleted?: string; deletedOnly?: string },
) {
  if ((q.withDeleted === 'true' || q.deletedOnly === 'true') && !seesDeleted(user, kind)) {
    throw forbidden(`Deleted reports are shown to holders of ${scopeOf(kind, 'delete')} only`);
  }
}

export function searchReports(ctx: AppContext, kind: ReportKind, q: z.output<z.ZodType<ReportSearchQuery>> & Filters) {
  const deleted = q.deletedOnly === 'true' ? 'deleted' : q.withDeleted === 'true' ? 'with-deleted' : 'live';
  return page(
    ctx,
    `search\u0000${deleted}`,
    (bind, kept) => {
      const live = and(isNull(bugReports.deletedAt), notArchived(ctx, kept))!;
      const which =
        deleted === 'deleted'
          ? isNotNull(bugReports.deletedAt)
          : deleted === 'with-deleted'
            ? or(live, isNotNull(bugReports.deletedAt))!
            : live;
      return and(eq(bugReports.kind, kept('kind', kind)), which, ...filterConditions(ctx, q, bind))!;
    },
    q as never,
  );
}

export function archiveReports(ctx: AppContext, kind: ReportKind, q: z.output<z.ZodType<ArchiveQuery>> & Filters) {
  const where = and(
    eq(bugReports.kind, kind),
    isNull(bugReports.deletedAt),
    archived(ctx),
    ...filterConditions(ctx, q),
  )!;
  // Last closed first; deep pages of that order by position (core/db/lists.ts `Seek`): the archive grows
  // at the top as reports pass the archive delay, which shifts no page of a reader paging through.
  const { page: _page, ...rest } = q;
  return paged(ctx.db, q as PageQuery, {
    rows: ({ orderBy, limit, offset, seek }) =>
      selectSummaries(ctx.db, { closedAtExact: exactTime(bugReports.closedAt) })
        .where(seek ? and(where, seek) : where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(bugReports).where(where),
    order: { ...newestFirst, fallback: [desc(bugReports.closedAt)] },
    seek: seekByTimeAndId(
      `tracker-archive\u0000${kind}\u0000${trackerSettings.of(ctx).archiveDays}\u0000${JSON.stringify(rest)}`,
      // Sorted by closing time (the archive's default sort), either way.
      { at: bugReports.closedAt, id: bugReports.id, direction: q.direction ?? 'DESC', sortedBy: 'closedAt' },
      (row: { closedAtExact: string; report: { id: number } }) => [row.closedAtExact, row.report.id],
    ),
    shape: (rows) => rows.map((row) => shapeSummary(ctx, row)),
  });
}

/** Open reports whose titles look like `title` (pg_trgm's `%`, its GIN index), most alike first. */
export async function similarReports(ctx: AppContext, kind: ReportKind, q: { title: string; take: number }) {
  const similarity = sql<number>`similarity(${bugReports.title}, ${q.title})`;
  const rows = await ctx.db
    .select({
      id: bugReports.id,
      title: bugReports.title,
      similarity,
      status: {
        id: bugReportLookups.id,
        name: bugReportLookups.name,
        color: bugReportLookups.color,
        closing: bugReportLookups.closing,
      },
    })
    .from(bugReports)
    .innerJoin(bugReportLookups, eq(bugReportLookups.id, bugReports.statusId))
    .where(
      and(
        eq(bugReports.kind, kind),
        sql`${bugReports.title} % ${q.title}`,
        isNull(bugReports.deletedAt),
        isNull(bugReports.closedAt),
      ),
    )
    .orderBy(desc(similarity), desc(bugReports.id))
    .limit(q.take);
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return rows.map((r) => Object.assign(r, { similarity: Math.round(Number(r.similarity) * 1000) / 1000 }));
}

export async function conversationReports(
  ctx: AppContext,
  kind: ReportKind,
  q: { kind: 'chat' | 'ticket'; id: number },
) {
  const rows = await selectSummaries(ctx.db)
    .where(
      and(
        eq(bugReports.kind, kind),
        eq(bugReports.conversationKind, q.kind),
        eq(bugReports.conversationId, q.id),
        isNull(bugReports.deletedAt),
      ),
    )
    .orderBy(desc(bugReports.createdAt), desc(bugReports.id))
    .limit(50);
  return rows.map((row) => {
    const s = shapeSummary(ctx, row);
    return { id: s.id, title: s.title, status: s.status, createdAt: s.createdAt };
  });
}
