// The tracker in the command palette: file a bug or a feature request, and find reports of either kind by
// their title or description (the search's `filters[text]`).
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import { defineCommands, recordSearch } from '../../core/palette/commands';
import { bugReportPaths } from './paths';

type SearchEndpoint = typeof import('@backoffice/contract/modules/bug-report').searchReports;

/** Only the kind's own contract module is loaded, for who holds its read scope. */
const search = (kind: ReportKind) => () =>
  (kind === 'bug'
    ? import('@backoffice/contract/modules/bug-report')
    : import('@backoffice/contract/modules/feature-request')
  ).then(({ searchReports }) =>
    recordSearch(searchReports as SearchEndpoint, {
      input: (text) => ({ query: { 'filters[text]': text, take: 5 } }),
      hits: (page) =>
        page.items.map((report) => ({
          id: report.id,
          label: report.title,
          detail: `#${report.id} · ${report.status.name}${report.assignee ? ` · ${report.assignee.name}` : ''}`,
          paths: [bugReportPaths.report(kind, report.id)],
        })),
    }),
  );

export default defineCommands({
  actions: [
    {
      label: 'Report a bug',
      path: bugReportPaths.create('bug'),
      scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'],
      keywords: ['bug', 'issue', 'problem', 'broken'],
    },
    {
      label: 'Request a feature',
      path: bugReportPaths.create('feature'),
      scopes: ['feature-request:features:read', 'feature-request:features:create'],
      keywords: ['feature', 'idea', 'wish'],
    },
  ],
  records: [
    { group: 'Bug reports', order: 70, scopes: ['bug-report:bugs:read'], search: search('bug') },
    { group: 'Feature requests', order: 71, scopes: ['feature-request:features:read'], search: search('feature') },
  ],
});
