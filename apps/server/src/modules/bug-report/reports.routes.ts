// The reports' calls (spec §7 "Bug tracker"; docs/tracker.md), registered once per kind: bug reports under
// /bug-report/bugs, feature requests under /bug-report/features, thin over services/.
import type { ReportEndpoints, ReportKind } from '@backoffice/contract/modules/bug-report';
import { type Handler, handle } from '../../core/http.js';
import * as entries from './services/entries.js';
import { fileConfigOf, readFilesForm, readReportForm } from './services/files.js';
import * as reports from './services/reports.js';
import * as search from './services/search.js';

export function reportHandlers(kind: ReportKind, api: ReportEndpoints): Handler[] {
  return [
    handle(api.listReports, ({ ctx, query }) => search.listReports(ctx, kind, query)),
    handle(api.searchReports, ({ ctx, query }) => search.searchReports(ctx, kind, query)),
    handle(api.archive, ({ ctx, query }) => search.archiveReports(ctx, kind, query)),
    handle(api.getFileConfig, ({ ctx }) => fileConfigOf(ctx)),
    handle(api.similarReports, ({ ctx, query }) => search.similarReports(ctx, kind, query)),
    handle(api.conversationReports, ({ ctx, query }) => search.conversationReports(ctx, kind, query)),
    handle(api.createReport, async ({ ctx, user, request, reply }) => {
      const form = await readReportForm(ctx, { request, reply });
      try {
        return await reports.createReport(ctx, user, kind, form.data, form.files);
      } finally {
        await form.discard();
      }
    }),
    handle(api.getReport, ({ ctx, user, record }) => reports.getReport(ctx, user, record)),
    handle(api.updateReport, ({ ctx, user, record, body }) => reports.updateReport(ctx, user, record, body)),
    handle(api.deleteReport, ({ ctx, user, record }) => reports.deleteReport(ctx, user, record)),
    handle(api.restoreReport, ({ ctx, user, record }) => reports.restoreReport(ctx, user, record)),
    handle(api.addFiles, async ({ ctx, user, record, request, reply }) => {
      const form = await readFilesForm(ctx, { request, reply });
      try {
        return await reports.addFiles(ctx, user, record, form.files);
      } finally {
        await form.discard();
      }
    }),
    handle(api.deleteFiles, ({ ctx, user, record, query }) => reports.deleteFiles(ctx, user, record, query.ids)),
    handle(api.addWatcher, ({ ctx, user, record, body }) => reports.addWatcher(ctx, user, record, body.userId)),
    handle(api.removeWatcher, ({ ctx, user, record, body }) => reports.removeWatcher(ctx, user, record, body.userId)),
    handle(api.listComments, ({ ctx, record, query }) => entries.listEntries(ctx, 'comment', record, query)),
    handle(api.createComment, ({ ctx, user, record, body }) =>
      entries.createEntry(ctx, user, 'comment', record, body.body),
    ),
    handle(api.listNotes, ({ ctx, record, query }) => entries.listEntries(ctx, 'note', record, query)),
    handle(api.createNote, ({ ctx, user, record, body }) => entries.createEntry(ctx, user, 'note', record, body.body)),
  ];
}
