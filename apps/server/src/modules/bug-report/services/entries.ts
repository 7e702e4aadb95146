// Comments (the discussion, told to the watchers) and notes (staff-internal, told to no one) of a report:
// one implementation over two tables of the same shape (docs/tracker.md "Comments and notes").
import type { ReportEntry, ReportKind } from '@backoffice/contract/modules/bug-report';
import { REPORT_KIND_INFO } from '@backoffice/contract/modules/bug-report';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { type ListOrder, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError } from '../../../core/errors.js';
import { bugReportComments, bugReportNotes, bugReports } from '../schema.js';
import { tellComment } from './notices.js';
import type { ReportRow } from './views.js';

export type EntryKind = 'comment' | 'note';
const TABLES = { comment: bugReportComments, note: bugReportNotes } as const;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function listEntries(
  ctx: AppContext,
  entry: EntryKind,
  report: ReportRow,
  q: { page: number; take: number; desc: 'true' | 'false' },
) {
  const table = TABLES[entry];
  const where = eq(table.reportId, report.id);
  const order: ListOrder<string> = {
    fallback: [q.desc === 'true' ? desc(table.createdAt) : asc(table.createdAt)],
    tiebreak: table.id,
    tiebreakDirection: q.desc === 'true' ? 'DESC' : 'ASC',
  };
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({
          id: table.id,
          body: table.body,
          authorId: table.authorId,
          authorName: users.name,
          createdAt: table.createdAt,
        })
        .from(table)
        .leftJoin(users, eq(users.id, table.authorId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(table).where(where),
    order,
    shape: (rows): ReportEntry[] =>
      rows.map((r) => ({
        id: r.id,
        body: r.body,
        author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
        createdAt: iso(r.createdAt),
      })),
  });
}

export async function createEntry(
  ctx: AppContext,
  user: AuthUser,
  entry: EntryKind,
  report: ReportRow,
  body: string,
): Promise<ReportEntry> {
  const kind = report.kind as ReportKind;
  if (report.deletedAt !== null) {
    throw new AppError('BUG_REPORT_DELETED', `This ${REPORT_KIND_INFO[kind].noun} is deleted: restore it first`);
  }
  const table = TABLES[entry];
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx.insert(table).values({ reportId: report.id, authorId: user.id, body }).returning();
    await tx.update(bugReports).set({ updatedAt: sql`now()` }).where(eq(bugReports.id, report.id));
    auditChange(tx, { entity: `bug-report-${entry}`, entityId: made!.id, after: { reportId: report.id, body } });
    return made!;
  });
  if (entry === 'comment') await tellComment(ctx, { kind, id: report.id, title: report.title }, user, body);
  return { id: row.id, body: row.body, author: { id: user.id, name: user.name }, createdAt: iso(row.createdAt) };
}
