// The record matrix's reports (test/record-matrix.test.ts, through ../policy.ts): a report of the other kind
// is hidden from every caller (the kind is part of what a path names); a live one of the kind is visible to
// a caller holding the endpoint's scopes, and for notes only when those scopes include the notes scope.
import { hasScopes } from '@backoffice/contract';
import { REPORT_KIND_INFO, type ReportKind } from '@backoffice/contract/modules/bug-report';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { roleScopes, users } from '../../../core/db/schema.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { bugReportLookups, bugReports } from '../schema.js';

/** A live report of the kind, made straight in the table (the matrix's caller may hold no create scope). */
export async function reportOf(ctx: AppContext, kind: ReportKind, title = 'Fixture report'): Promise<number> {
  const [status] = await ctx.db
    .select({ id: bugReportLookups.id })
    .from(bugReportLookups)
    .where(
      and(eq(bugReportLookups.kind, kind), eq(bugReportLookups.type, 'status'), eq(bugReportLookups.closing, false)),
    )
    .orderBy(asc(bugReportLookups.position))
    .limit(1);
  const [row] = await ctx.db
    .insert(bugReports)
    .values({ kind, title, statusId: status!.id })
    .returning({ id: bugReports.id });
  return row!.id;
}

const other = (kind: ReportKind): ReportKind => (kind === 'bug' ? 'feature' : 'bug');

export async function reportFixture({ ctx }: FixtureKit, kind: ReportKind): Promise<Fixture> {
  return { hidden: await reportOf(ctx, other(kind)), visible: await reportOf(ctx, kind) };
}

export async function notesFixture({ ctx, caller }: FixtureKit, kind: ReportKind): Promise<Fixture> {
  const held = await ctx.db
    .select({ scope: roleScopes.scope })
    .from(users)
    .innerJoin(roleScopes, eq(roleScopes.roleId, users.roleId))
    .where(eq(users.id, caller.id));
  const readsNotes = hasScopes(
    held.map((h) => h.scope),
    [REPORT_KIND_INFO[kind].scopes.notesRead],
  );
  // Without the notes scope every report's notes are hidden; with it, those of the other kind are.
  const hidden = await reportOf(ctx, readsNotes ? other(kind) : kind);
  return readsNotes ? { hidden, visible: await reportOf(ctx, kind) } : { hidden };
}
