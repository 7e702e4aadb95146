// Reports of both kinds (docs/tracker.md): filing one with its files, changing, deleting (soft), restoring
// and purging it, its watchers and files. Every function takes the kind; nothing here is written twice.
import type { ReportData, ReportKind, UpdateReportBody } from '@backoffice/contract/modules/bug-report';
import { REPORT_KIND_INFO } from '@backoffice/contract/modules/bug-report';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { deleteStoredFiles, releaseFiles, type StagedFile, saveStaged } from '../../../core/files/service.js';
import type { StoredFile } from '../../../core/files/uses.js';
import { bugReportFiles, bugReportLookups, bugReports, bugReportWatchers } from '../schema.js';
import { trackerSettings } from '../settings.js';
import { may, scopeOf, seesDeleted, usersWith } from './access.js';
import { assertFolder, assertLookup, defaultsOf } from './lookups.js';
import { tellAssignee, tellStatus } from './notices.js';
import { type ReportRow, reportView } from './views.js';

const ENTITY = 'bug-report';

/** The report the caller may see (`bug-report.bug` / `bug-report.feature`): of the kind, deleted only to deleters. */
export async function findReport(
  db: Executor,
  user: AuthUser,
  kind: ReportKind,
  id: number,
): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(bugReports)
    .where(and(eq(bugReports.id, id), eq(bugReports.kind, kind)));
  if (!row) return null;
  return row.deletedAt === null || seesDeleted(user, kind) ? row : null;
}

async function view(ctx: AppContext, user: AuthUser, id: number) {
  const report = await reportView(ctx, ctx.db, user, id);
  if (!report) throw notFound('Report');
  return report;
}

export const getReport = (ctx: AppContext, user: AuthUser, row: ReportRow) => view(ctx, user, row.id);

const deletedError = (row: ReportRow) =>
  new AppError(
    'BUG_REPORT_DELETED',
    `This ${REPORT_KIND_INFO[row.kind as ReportKind].noun} is deleted: restore it first`,
  );

function assertLive(row: ReportRow) {
  if (row.deletedAt !== null) throw deletedError(row);
}

/** Each user may read the kind's reports (an assignee or a watcher who could not open it would be told of nothing). */
async function assertReaders(db: Executor, kind: ReportKind, ids: readonly number[], field: (i: number) => string) {
  const readers = await usersWith(db, ids, kind, 'read');
  const i = ids.findIndex((id) => !readers.has(id));
  if (i !== -1) throw badRequest(field(i), `cannot read ${REPORT_KIND_INFO[kind].noun}s (${scopeOf(kind, 'read')})`);
}

/** The QC conversation exists (qa's service); refused when QC is not installed. */
async function assertConversation(
  ctx: AppContext,
  ref: { kind: 'chat' | 'ticket'; id: number } | null | undefined,
  field: string,
) {
  if (!ref) return;
  const lookup = ctx.services['qa.conversation'];
  if (!lookup) throw badRequest(field, 'QC is not installed: a report cannot name a conversation');
  if (!(await lookup(ctx, ref.kind, ref.id))) throw badRequest(`${field}.id`, `is not a QC ${ref.kind}`);
}

export async function createReport(
  ctx: AppContext,
  user: AuthUser,
  kind: ReportKind,
  data: ReportData & { title: string },
  staged: StagedFile[],
) {
  // Prepare: every check with plain reads, before anything is stored.
  const at = (f: string) => `body.data.${f}`;
  const defaults = await defaultsOf(ctx.db, kind);
  const status =
    data.statusId !== undefined
      ? await assertLookup(ctx.db, kind, 'status', data.statusId, at('statusId'))
      : defaults.status;
  if (!status) {
    throw new AppError(
      'BUG_REPORT_NO_STATUS',
      `Add an open status for ${REPORT_KIND_INFO[kind].noun}s in the settings first`,
    );
  }
  const priority =
    data.priorityId === undefined
      ? defaults.priority
      : await assertLookup(ctx.db, kind, 'priority', data.priorityId, at('priorityId'));
  await assertLookup(ctx.db, kind, 'component', data.componentId, at('componentId'));
  await assertLookup(ctx.db, kind, 'department', data.departmentId, at('departmentId'));
  await assertFolder(ctx.db, kind, data.folderId, at('folderId'));
  if (data.assigneeId) await assertReaders(ctx.db, kind, [data.assigneeId], () => at('assigneeId'));
  const watcherIds = data.watcherIds ?? [];
  await assertReaders(ctx.db, kind, watcherIds, (i) => at(`watcherIds.${i}`));
  await assertConversation(ctx, data.conversation, at('conversation'));

  const saved: StoredFile[] = [];
  try {
    for (const file of staged) saved.push(await saveStaged(ctx, file, user.id));
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bugReports)
        .values({
          kind,
          title: data.title,
          description: data.description ?? '',
          priorityId: priority?.id ?? null,
          statusId: status.id,
          componentId: data.componentId ?? null,
          departmentId: data.departmentId ?? null,
          folderId: data.folderId ?? null,
          reporterId: user.id,
          assigneeId: data.assigneeId ?? null,
          conversationKind: data.conversation?.kind ?? null,
          conversationId: data.conversation?.id ?? null,
          closedAt: status.closing ? sql`now()` : null,
        })
        .returning();
      const watchers = [...new Set([user.id, ...(data.assigneeId ? [data.assigneeId] : []), ...watcherIds])];
      await tx.insert(bugReportWatchers).values(watchers.map((userId) => ({ reportId: row!.id, userId })));
      if (saved.length) {
        await tx
          .insert(bugReportFiles)
          .values(saved.map((f) => ({ reportId: row!.id, fileId: f.id, createdBy: user.id })));
      }
      auditChange(tx, {
        entity: ENTITY,
        entityId: row!.id,
        after: { ...row!, watchers, files: saved.map((f) => f.id) },
      });
      return row!.id;
    });
    const report = await view(ctx, user, id);
    if (data.assigneeId) await tellAssignee(ctx, report, user, data.assigneeId);
    return report;
  } catch (error) {
    // Nothing half-saved: files kept for a report that was not made go again.
    await deleteStoredFiles(
      ctx,
      saved.map((f) => f.id),
    );
    throw error;
  }
}

export async function updateReport(ctx: AppContext, user: AuthUser, before: ReportRow, body: UpdateReportBody) {
  assertLive(before);
  const kind = before.kind as ReportKind;
  const at = (f: string) => `body.${f}`;
  const status = await assertLookup(ctx.db, kind, 'status', body.statusId, at('statusId'));
  await assertLookup(ctx.db, kind, 'priority', body.priorityId, at('priorityId'));
  await assertLookup(ctx.db, kind, 'component', body.componentId, at('componentId'));
  await assertLookup(ctx.db, kind, 'department', body.departmentId, at('departmentId'));
  await assertFolder(ctx.db, kind, body.folderId, at('folderId'));
  if (body.assigneeId) await assertReaders(ctx.db, kind, [body.assigneeId], () => at('assigneeId'));
  await assertConversation(ctx, body.conversation, at('conversation'));

  const changed = await ctx.db.transaction(async (tx) => {
    // The row as it is now, held: two status changes at once each see the other's.
    const [current] = await tx.select().from(bugReports).where(eq(bugReports.id, before.id)).for('update');
    if (!current) throw notFound('Report');
    assertLive(current);
    const [oldStatus] = await tx.select().from(bugReportLookups).where(eq(bugReportLookups.id, current.statusId));
    const set: Partial<typeof bugReports.$inferInsert> = {};
    if (body.title !== undefined) set.title = body.title;
    if (body.description !== undefined) set.description = body.description;
    if (body.priorityId !== undefined) set.priorityId = body.priorityId;
    if (body.componentId !== undefined) set.componentId = body.componentId;
    if (body.departmentId !== undefined) set.departmentId = body.departmentId;
    if (body.folderId !== undefined) set.folderId = body.folderId;
    if (body.assigneeId !== undefined) set.assigneeId = body.assigneeId;
    if (body.conversation !== undefined) {
      set.conversationKind = body.conversation?.kind ?? null;
      set.conversationId = body.conversation?.id ?? null;
    }
    const statusChanged = status !== null && status.id !== current.statusId;
    if (statusChanged) {
      set.statusId = status.id;
      // Closed when it enters a closing status; reopened when it leaves one (the archive reads closedAt).
      if (status.closing && !oldStatus!.closing) set.closedAt = sql`now()` as unknown as Date;
      if (!status.closing) set.closedAt = null;
    }
    const [after] = await tx
      .update(bugReports)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(bugReports.id, before.id))
      .returning();
    const newAssignee = body.assigneeId && body.assigneeId !== current.assigneeId ? body.assigneeId : null;
    if (newAssignee) {
      await tx.insert(bugReportWatchers).values({ reportId: before.id, userId: newAssignee }).onConflictDoNothing();
    }
    auditChange(tx, { entity: ENTITY, entityId: before.id, before: current, after });
    return { statusChanged, from: oldStatus!.name, newAssignee };
  });
  const report = await view(ctx, user, before.id);
  if (changed.statusChanged) await tellStatus(ctx, report, user, changed.from, report.status.name);
  if (changed.newAssignee) await tellAssignee(ctx, report, user, changed.newAssignee);
  return report;
}

export async function deleteReport(ctx: AppContext, user: AuthUser, row: ReportRow) {
  assertLive(row);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(bugReports)
      .set({ deletedAt: sql`now()`, deletedBy: user.id })
      .where(and(eq(bugReports.id, row.id), sql`${bugReports.deletedAt} IS NULL`))
      .returning();
    if (!after) throw deletedError(row);
    auditChange(tx, {
      entity: ENTITY,
      entityId: row.id,
      before: { deletedAt: null },
      after: { deletedAt: after!.deletedAt },
    });
  });
  return { id: row.id };
}

export async function restoreReport(ctx: AppContext, user: AuthUser, row: ReportRow) {
  if (row.deletedAt === null) {
    throw new AppError(
      'BUG_REPORT_NOT_DELETED',
      `This ${REPORT_KIND_INFO[row.kind as ReportKind].noun} is not deleted`,
    );
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(bugReports).set({ deletedAt: null, deletedBy: null }).where(eq(bugReports.id, row.id));
    auditChange(tx, {
      entity: ENTITY,
      entityId: row.id,
      before: { deletedAt: row.deletedAt },
      after: { deletedAt: null },
    });
  });
  return view(ctx, user, row.id);
}

/** Deleted reports past the purge delay go for good, with their files (the job `bug-report.purge`). */
export async function purgeDeleted(ctx: AppContext, now = new Date()): Promise<number> {
  const days = trackerSettings.of(ctx).purgeDays;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = and(isNotNull(bugReports.deletedAt), lt(bugReports.deletedAt, cutoff));
  const purged = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: bugReports.id }).from(bugReports).where(due).for('update');
    if (!rows.length) return { ids: [] as number[], files: [] as string[] };
    const ids = rows.map((r) => r.id);
    const files = await tx
      .select({ fileId: bugReportFiles.fileId })
      .from(bugReportFiles)
      .where(inArray(bugReportFiles.reportId, ids));
    // Comments, notes, watchers and attachments go with them (ON DELETE CASCADE).
    await tx.delete(bugReports).where(inArray(bugReports.id, ids));
    return { ids, files: files.map((f) => f.fileId) };
  });
  await releaseFiles(ctx, purged.files);
  return purged.ids.length;
}

// ---- Watchers ----

function assertChangesWatcher(user: AuthUser, kind: ReportKind, userId: number) {
  if (userId !== user.id && !may(user, kind, 'update')) {
    throw forbidden(`Watching is for oneself: adding or removing someone else takes ${scopeOf(kind, 'update')}`);
  }
}

export async function addWatcher(ctx: AppContext, user: AuthUser, row: ReportRow, userId: number) {
  const kind = row.kind as ReportKind;
  assertChangesWatcher(user, kind, userId);
  assertLive(row);
  await assertReaders(ctx.db, kind, [userId], () => 'body.userId');
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(bugReportWatchers)
      .values({ reportId: row.id, userId })
      .onConflictDoNothing()
      .returning();
    if (added.length) auditChange(tx, { entity: 'bug-report-watcher', entityId: row.id, after: { watcher: userId } });
  });
  return view(ctx, user, row.id);
}

export async function removeWatcher(ctx: AppContext, user: AuthUser, row: ReportRow, userId: number) {
  assertChangesWatcher(user, row.kind as ReportKind, userId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(bugReportWatchers)
      .where(and(eq(bugReportWatchers.reportId, row.id), eq(bugReportWatchers.userId, userId)))
      .returning();
    if (removed.length)
      auditChange(tx, { entity: 'bug-report-watcher', entityId: row.id, before: { watcher: userId } });
  });
  return view(ctx, user, row.id);
}

// ---- Files ----

export async function addFiles(ctx: AppContext, user: AuthUser, row: ReportRow, staged: StagedFile[]) {
  assertLive(row);
  if (!staged.length) throw badRequest('body.files', 'is required');
  const max = trackerSettings.of(ctx).maxFiles;
  const saved: StoredFile[] = [];
  try {
    for (const file of staged) saved.push(await saveStaged(ctx, file, user.id));
    await ctx.db.transaction(async (tx) => {
      // Held: two uploads at once cannot both pass the count.
      await tx.select({ id: bugReports.id }).from(bugReports).where(eq(bugReports.id, row.id)).for('update');
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bugReportFiles)
        .where(eq(bugReportFiles.reportId, row.id));
      const has = held?.n ?? 0;
      if (has + saved.length > max) {
        throw badRequest('body.files', `A report holds at most ${max} files; this one has ${has}`);
      }
      await tx
        .insert(bugReportFiles)
        .values(saved.map((f) => ({ reportId: row.id, fileId: f.id, createdBy: user.id })));
      auditChange(tx, { entity: ENTITY, entityId: row.id, after: { filesAdded: saved.map((f) => f.id) } });
    });
  } catch (error) {
    await deleteStoredFiles(
      ctx,
      saved.map((f) => f.id),
    );
    throw error;
  }
  return view(ctx, user, row.id);
}

export async function deleteFiles(ctx: AppContext, user: AuthUser, row: ReportRow, ids: number[]) {
  assertLive(row);
  const wanted = [...new Set(ids)];
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(bugReportFiles)
      .where(and(eq(bugReportFiles.reportId, row.id), inArray(bugReportFiles.id, wanted)));
    const missing = wanted.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw badRequest('query.ids', `names no file of this report: ${missing.join(', ')}`);
    await tx.delete(bugReportFiles).where(inArray(bugReportFiles.id, wanted));
    auditChange(tx, { entity: ENTITY, entityId: row.id, before: { files: rows.map((r) => r.fileId) } });
    return rows.map((r) => r.fileId);
  });
  await releaseFiles(ctx, removed);
  return view(ctx, user, row.id);
}
