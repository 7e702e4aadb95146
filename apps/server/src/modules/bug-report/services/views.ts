// How reports read (docs/tracker.md): one select for lists (the lookups, folder and people joined, the
// comments and files counted) and the page's extras (files, watchers, the QC conversation).
import { storedFilePath } from '@backoffice/contract';
import type {
  PriorityLevel,
  Report,
  ReportFile,
  ReportKind,
  ReportSummary,
  UserRef,
} from '@backoffice/contract/modules/bug-report';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { storedFiles, users } from '../../../core/db/schema.js';
import {
  bugReportComments,
  bugReportFiles,
  bugReportFolders,
  bugReportLookups,
  bugReportNotes,
  bugReports,
  bugReportWatchers,
} from '../schema.js';
import { trackerSettings } from '../settings.js';
import { readsNotes } from './access.js';

export type ReportRow = typeof bugReports.$inferSelect;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

const priority = alias(bugReportLookups, 'priority');
const status = alias(bugReportLookups, 'status');

/** The sortable columns of the lists: the priority by its level, then its own order. */
export const sortColumns = {
  createdAt: bugReports.createdAt,
  updatedAt: bugReports.updatedAt,
  title: bugReports.title,
  priority: sql`array_position(ARRAY['low','normal','medium','high','critical'], ${priority.level})`,
  closedAt: bugReports.closedAt,
};

type Named = { id: number; name: string; color: string | null };

/**
 * The list select: a report with what its row shows. Add `.where()`, the order and the page.
 *
 * Only the status (filtered on) and the priority (sorted on) are joined; the component, department, folder
 * and people are each one scalar subquery of the page's rows. With all seven joined, PostgreSQL searched the
 * join orders of eight relations on every request: 60–110 ms of planning for a 0.7 ms page at a million
 * reports (docs/tracker.md "Measured"); as subqueries they are planned alone, ~1 ms.
 */
export const selectSummaries = <E extends Record<string, SQL> = Record<never, SQL>>(db: Executor, extra?: E) =>
  db
    .select({
      ...(extra as E),
      report: bugReports,
      priority: { id: priority.id, name: priority.name, color: priority.color, level: priority.level },
      status: { id: status.id, name: status.name, color: status.color, closing: status.closing },
      component: sql<Named | null>`(SELECT json_build_object('id', ${bugReportLookups.id}, 'name', ${bugReportLookups.name}, 'color', ${bugReportLookups.color}) FROM ${bugReportLookups} WHERE ${bugReportLookups.id} = ${bugReports.componentId})`,
      department: sql<Named | null>`(SELECT json_build_object('id', ${bugReportLookups.id}, 'name', ${bugReportLookups.name}, 'color', ${bugReportLookups.color}) FROM ${bugReportLookups} WHERE ${bugReportLookups.id} = ${bugReports.departmentId})`,
      folder: sql<Omit<
        Named,
        'color'
      > | null>`(SELECT json_build_object('id', ${bugReportFolders.id}, 'name', ${bugReportFolders.name}) FROM ${bugReportFolders} WHERE ${bugReportFolders.id} = ${bugReports.folderId})`,
      reporterName: sql<
        string | null
      >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${bugReports.reporterId})`,
      assigneeName: sql<
        string | null
      >`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${bugReports.assigneeId})`,
      commentCount: sql<number>`(SELECT count(*) FROM ${bugReportComments} WHERE ${bugReportComments.reportId} = ${bugReports.id})::int`,
      fileCount: sql<number>`(SELECT count(*) FROM ${bugReportFiles} WHERE ${bugReportFiles.reportId} = ${bugReports.id})::int`,
    })
    .from(bugReports)
    .innerJoin(status, eq(status.id, bugReports.statusId))
    .leftJoin(priority, eq(priority.id, bugReports.priorityId));

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const person = (id: number | null, name: string | null): UserRef | null =>
  id === null ? null : { id, name: name ?? '' };

/** Closed for longer than the archive delay. */
export function isArchived(ctx: AppContext, closedAt: Date | string | null, now = Date.now()): boolean {
  if (closedAt === null) return false;
  const days = trackerSettings.of(ctx).archiveDays;
  return new Date(closedAt).getTime() <= now - days * 86_400_000;
}

export function shapeSummary(ctx: AppContext, row: SummaryRow): ReportSummary {
  const r = row.report;
  return {
    id: r.id,
    kind: r.kind as ReportKind,
    title: r.title,
    // Onto the row's priority object, made for this row: not a spread (docs/performance.md "Object spread").
    priority: row.priority
      ? Object.assign(row.priority, { level: (row.priority.level ?? 'normal') as PriorityLevel })
      : null,
    status: row.status,
    component: row.component,
    department: row.department,
    folder: row.folder,
    reporter: person(r.reporterId, row.reporterName),
    assignee: person(r.assigneeId, row.assigneeName),
    commentCount: row.commentCount,
    fileCount: row.fileCount,
    closedAt: isoOrNull(r.closedAt),
    archived: isArchived(ctx, r.closedAt),
    deletedAt: isoOrNull(r.deletedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export async function filesOf(db: Executor, reportId: number): Promise<ReportFile[]> {
  const rows = await db
    .select({ attachment: bugReportFiles, file: storedFiles, uploaderName: users.name })
    .from(bugReportFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, bugReportFiles.fileId))
    .leftJoin(users, eq(users.id, bugReportFiles.createdBy))
    .where(eq(bugReportFiles.reportId, reportId))
    .orderBy(asc(bugReportFiles.id));
  return rows.map(({ attachment, file, uploaderName }) => ({
    id: attachment.id,
    name: file.name,
    size: file.size,
    type: file.contentType,
    link: storedFilePath(file),
    image: IMAGE_TYPES.has(file.contentType),
    uploadedBy: person(attachment.createdBy, uploaderName),
    createdAt: iso(attachment.createdAt),
  }));
}

export async function watchersOf(db: Executor, reportIds: readonly number[]): Promise<Map<number, UserRef[]>> {
  const byReport = new Map<number, UserRef[]>();
  if (!reportIds.length) return byReport;
  const rows = await db
    .select({ reportId: bugReportWatchers.reportId, id: users.id, name: users.name })
    .from(bugReportWatchers)
    .innerJoin(users, eq(users.id, bugReportWatchers.userId))
    .where(inArray(bugReportWatchers.reportId, [...reportIds]))
    .orderBy(asc(users.name), asc(users.id));
  for (const row of rows)
    byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), { id: row.id, name: row.name }]);
  return byReport;
}

/** The report as its page shows it to `viewer`; null when there is no such row. */
export async function reportView(ctx: AppContext, db: Executor, viewer: AuthUser, id: number): Promise<Report | null> {
  const [row] = await selectSummaries(db).where(eq(bugReports.id, id));
  if (!row) return null;
  const r = row.report;
  const kind = r.kind as ReportKind;
  const [files, watchers, deletedBy, notes] = await Promise.all([
    filesOf(db, id),
    watchersOf(db, [id]),
    r.deletedBy === null
      ? Promise.resolve(null)
      : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, r.deletedBy)),
    readsNotes(viewer, kind)
      ? db.select({ n: sql<number>`count(*)::int` }).from(bugReportNotes).where(eq(bugReportNotes.reportId, id))
      : Promise.resolve(null),
  ]);
  const watching = watchers.get(id) ?? [];
  const conversation =
    r.conversationKind !== null && r.conversationId !== null
      ? await conversationLinkOf(ctx, r.conversationKind as 'chat' | 'ticket', r.conversationId)
      : null;
  return {
    ...shapeSummary(ctx, row),
    description: r.description,
    watchers: watching,
    watching: watching.some((w) => w.id === viewer.id),
    files,
    conversation,
    noteCount: notes ? (notes[0]?.n ?? 0) : null,
    deletedBy: deletedBy?.[0] ?? null,
  };
}

/** The QC conversation a report names, with qa's screen for it when QC is installed. */
export async function conversationLinkOf(ctx: AppContext, kind: 'chat' | 'ticket', id: number) {
  const found = await ctx.services['qa.conversation']?.(ctx, kind, id);
  return {
    kind,
    id,
    label: found?.label ?? `${kind === 'chat' ? 'Chat' : 'Ticket'} #${id}`,
    link: found?.link ?? null,
  };
}
