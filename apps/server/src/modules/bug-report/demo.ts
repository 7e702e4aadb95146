// Demo data of the tracker (`npm run demo`), through the module's services: folders, bug reports and feature
// requests in every status and priority (some closed long enough ago to be archived, one deleted), with
// comments, notes and watchers. The lookups are the migration's seeds.
import type { LookupType, ReportKind } from '@backoffice/contract/modules/bug-report';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import type { DemoContext, ModuleDemo } from '../../core/module.js';
import { bugReportLookups, bugReports } from './schema.js';
import { createEntry } from './services/entries.js';
import { createFolder } from './services/lookups.js';
import { addWatcher, createReport, deleteReport, updateReport } from './services/reports.js';
import { trackerSettings } from './settings.js';

const BUGS = [
  'Export to CSV drops the last row',
  'Ticket queue does not refresh after a review',
  'Dark theme: date picker text is unreadable',
  'Login page shows a blank screen on Safari 16',
  'DNS record form accepts a TTL of 0',
  'Shift calendar shows night hours twice on DST change',
  'Uploading a 9 MB PDF times out',
  'Notification bell counts read notifications',
  'Search in users ignores accented names',
  'SSL renewal email has a broken link',
  'Leave balance is negative after a cancellation',
  'Audit log filter by user loses the page',
];
const FEATURES = [
  'Bulk move of tickets between queues',
  'Keyboard shortcuts in the chat review',
  'Weekly digest of QC scores by email',
  'Export of the shift plan as iCal',
  'Two-factor sign-in with a TOTP app',
  'Saved filters shared across a team',
  'Dark theme for printed reports',
  'Tag suggestions while reviewing',
];
const COMMENTS = [
  'I can reproduce this on the staging system as well.',
  'Attached a screenshot of what I see.',
  'Is this still happening after the last release?',
  'Yes, still there this morning.',
  'Looking into it now.',
];
const NOTES = ['Probably the same root cause as the export issue.', 'Customer-facing: prioritise before Friday.'];

async function lookupIds(ctx: AppContext, kind: ReportKind, type: LookupType) {
  const rows = await ctx.db
    .select()
    .from(bugReportLookups)
    .where(and(eq(bugReportLookups.kind, kind), eq(bugReportLookups.type, type)))
    .orderBy(asc(bugReportLookups.position));
  return rows;
}

async function seedKind(ctx: AppContext, demo: DemoContext, kind: ReportKind, titles: string[]) {
  const { actor, people } = demo;
  const developers = people.filter((p) => p.role === 'Developer');
  const reporters = kind === 'bug' ? people.filter((p) => p.role !== 'Administrator').slice(0, 8) : developers;
  const as = (p: { id: number; username: string }): AuthUser => ({ ...actor, id: p.id, name: p.username });
  const priorities = await lookupIds(ctx, kind, 'priority');
  const statuses = await lookupIds(ctx, kind, 'status');
  const components = await lookupIds(ctx, kind, 'component');
  const departments = await lookupIds(ctx, kind, 'department');
  const folders = [];
  for (const name of kind === 'bug' ? ['Release 4.2', 'Customer reported', 'Tech debt'] : ['Roadmap Q3', 'Ideas']) {
    folders.push(await createFolder(ctx, kind, { name }));
  }
  const archiveDays = trackerSettings.of(ctx).archiveDays;
  for (const [i, title] of titles.entries()) {
    const reporter = reporters[i % Math.max(reporters.length, 1)] ?? { id: actor.id, username: actor.name };
    const assignee = developers.length && i % 3 !== 2 ? developers[i % developers.length]! : null;
    const report = await createReport(
      ctx,
      as(reporter),
      kind,
      {
        title,
        description: `${title}.\n\nSteps: open the screen, do the usual thing, see the problem.`,
        priorityId: priorities[i % priorities.length]?.id ?? null,
        componentId: components[i % components.length]?.id ?? null,
        departmentId: departments[i % departments.length]?.id ?? null,
        folderId: folders[i % folders.length]!.id,
        assigneeId: assignee?.id ?? null,
        watcherIds: [],
      },
      [],
    );
    // Spread over the last two months, oldest first.
    await ctx.db
      .update(bugReports)
      .set({ createdAt: sql`now() - make_interval(days => ${(titles.length - i) * 4})` })
      .where(eq(bugReports.id, report.id));
    for (const [j, body] of COMMENTS.slice(0, i % 4).entries()) {
      const author = j % 2 === 0 ? reporter : (assignee ?? reporter);
      await createEntry(ctx, as(author), 'comment', (await rowOf(ctx, report.id))!, body);
    }
    if (i % 3 === 0) await createEntry(ctx, actor, 'note', (await rowOf(ctx, report.id))!, NOTES[i % NOTES.length]!);
    const watcher = developers[(i + 1) % Math.max(developers.length, 1)];
    if (watcher) await addWatcher(ctx, actor, (await rowOf(ctx, report.id))!, watcher.id);
    // Every status: the later ones close the report; every third closed one long ago, so it is archived.
    const status = statuses[i % statuses.length]!;
    if (status.id !== report.status.id) {
      await updateReport(ctx, as(assignee ?? reporter), (await rowOf(ctx, report.id))!, { statusId: status.id });
      if (status.closing && i % 2 === 0) {
        await ctx.db
          .update(bugReports)
          .set({ closedAt: sql`now() - make_interval(days => ${archiveDays + 5})` })
          .where(eq(bugReports.id, report.id));
      }
    }
  }
  // One deleted, for those who may see deleted reports.
  const deleted = await createReport(ctx, actor, kind, { title: `Duplicate: ${titles[0]}`, watcherIds: [] }, []);
  await deleteReport(ctx, actor, (await rowOf(ctx, deleted.id))!);
}

async function rowOf(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(bugReports).where(eq(bugReports.id, id));
  return row;
}

export const trackerDemo: ModuleDemo = {
  order: 100,
  // Agents report bugs and ask for features; developers hold everything of both kinds.
  roles: {
    'Support agent': [
      'bug-report:bugs:read',
      'bug-report:bugs:create',
      'bug-report:comments:create',
      'feature-request:features:read',
      'feature-request:features:create',
      'feature-request:comments:create',
    ],
    'Shift leader': ['bug-report:bugs:read', 'bug-report:archive:read', 'feature-request:features:read'],
    Developer: ['bug-report:*', 'feature-request:*'],
  },
  async seed(ctx, demo) {
    await seedKind(ctx, demo, 'bug', BUGS);
    await seedKind(ctx, demo, 'feature', FEATURES);
  },
};
