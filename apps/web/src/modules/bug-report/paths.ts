import type { LookupType, ReportKind } from '@backoffice/contract/modules/bug-report';
import { bugReportScreens as screens } from '@backoffice/contract/modules/bug-report.paths';

/** Settings, folders and the archive name the kind in the query: `?kind=feature` (bug reports without). */
const kindQuery = (kind: ReportKind) => (kind === 'feature' ? { kind } : {});

/** Links to the tracker's screens (their patterns: the contract's `bugReportScreens`, which module.tsx routes). */
export const bugReportPaths = {
  /** The list, filtered by the address's parameters (`{ folder: 3 }`: components/reports-list.tsx). */
  list: (kind: ReportKind, filters: Record<string, string | number> = {}) =>
    (kind === 'bug' ? screens.bugReports : screens.featureRequests).href({}, filters),
  /** The create screen; `conversation` links the QC chat or ticket it is filed from. */
  create: (kind: ReportKind, conversation?: { kind: 'chat' | 'ticket'; id: number }) =>
    (kind === 'bug' ? screens.newBugReport : screens.newFeatureRequest).href(
      {},
      conversation ? { [conversation.kind]: conversation.id } : {},
    ),
  report: (kind: ReportKind, id: number) =>
    kind === 'bug' ? screens.bugReport.href({ id }) : screens.featureRequest.href({ id }),
  /** The settings, on one lookup's tab (`?lookup=status`). */
  settings: (kind: ReportKind, lookup?: LookupType) =>
    screens.settings.href({}, { ...kindQuery(kind), ...(lookup && lookup !== 'priority' ? { lookup } : {}) }),
  lookups: (kind: ReportKind, lookup: LookupType) => screens.lookups.href({ lookup }, kindQuery(kind)),
  newLookup: (kind: ReportKind, lookup: LookupType) => screens.newLookup.href({ lookup }, kindQuery(kind)),
  lookup: (kind: ReportKind, lookup: LookupType, lookupId: number) =>
    screens.lookup.href({ lookup, lookupId }, kindQuery(kind)),
  folders: (kind: ReportKind) => screens.folders.href({}, kindQuery(kind)),
  archive: (kind: ReportKind) => screens.archive.href({}, kindQuery(kind)),
};
