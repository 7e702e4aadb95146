// Who hears of a report's news (docs/tracker.md "Watchers"): its watchers, in the bell and over the socket
// (core/notify), never the person who made the change, and only those who may still read it (a role
// changed since they started watching), so the link opens for everyone it reaches.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import { bugReportScreens } from '@backoffice/contract/modules/bug-report.paths';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { notify } from '../../../core/notify.js';
import { bugReportWatchers } from '../schema.js';
import { usersWith } from './access.js';

/** The screen of a report: where a notification about it leads. */
export const reportLink = (kind: ReportKind, id: number) =>
  kind === 'bug' ? bugReportScreens.bugReport.href({ id }) : bugReportScreens.featureRequest.href({ id });

const label = (kind: ReportKind, id: number) => `${kind === 'bug' ? 'Bug report' : 'Feature request'} #${id}`;

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function readersWatching(ctx: AppContext, kind: ReportKind, reportId: number, except: number) {
  const watchers = await ctx.db
    .select({ userId: bugReportWatchers.userId })
    .from(bugReportWatchers)
    .where(eq(bugReportWatchers.reportId, reportId));
  const ids = watchers.map((w) => w.userId).filter((id) => id !== except);
  const readers = await usersWith(ctx.db, ids, kind, 'read');
  return ids.filter((id) => readers.has(id));
}

export async function tellComment(
  ctx: AppContext,
  report: { kind: ReportKind; id: number; title: string },
  author: { id: number; name: string },
  body: string,
) {
  const to = await readersWatching(ctx, report.kind, report.id, author.id);
  await notify(ctx, to, {
    level: 'info',
    title: `${author.name} commented on ${label(report.kind, report.id)}: ${excerpt(report.title, 80)}`,
    body: excerpt(body),
    link: reportLink(report.kind, report.id),
  });
}

export async function tellStatus(
  ctx: AppContext,
  report: { kind: ReportKind; id: number; title: string },
  actor: { id: number; name: string },
  from: string,
  to: string,
) {
  const ids = await readersWatching(ctx, report.kind, report.id, actor.id);
  await notify(ctx, ids, {
    level: 'info',
    title: `${label(report.kind, report.id)} is now ${to}`,
    body: `${actor.name} moved "${excerpt(report.title, 80)}" from ${from} to ${to}`,
    link: reportLink(report.kind, report.id),
  });
}

export async function tellAssignee(
  ctx: AppContext,
  report: { kind: ReportKind; id: number; title: string },
  actor: { id: number; name: string },
  assigneeId: number,
) {
  if (assigneeId === actor.id) return;
  await notify(ctx, [assigneeId], {
    level: 'info',
    title: `${actor.name} assigned ${label(report.kind, report.id)} to you`,
    body: excerpt(report.title),
    link: reportLink(report.kind, report.id),
  });
}
