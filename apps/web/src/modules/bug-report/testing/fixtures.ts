// Replies of the tracker's endpoints for the component tests, and the fake endpoints every screen reads
// (lookups, folders, saved views).
import type { Lookup, Report, ReportKind, ReportSummary } from '@backoffice/contract/modules/bug-report';
import { listViews } from '@backoffice/contract/modules/views';
import type { Handlers } from '../../../test/render';
import { KIND_ENDPOINTS } from '../lib/kind';

const at = '2026-11-20T10:00:00.000Z';

export const lookup = (id: number, type: Lookup['type'], name: string, extra: Partial<Lookup> = {}): Lookup => ({
  id,
  type,
  name,
  color: null,
  position: id,
  closing: false,
  level: type === 'priority' ? 'normal' : null,
  createdAt: at,
  updatedAt: at,
  ...extra,
});

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, take: 25 });

export const summary = (id: number, title: string, extra: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  kind: 'bug',
  title,
  priority: { id: 1, name: 'High', color: null, level: 'high' },
  status: { id: 2, name: 'Open', color: null, closing: false },
  component: { id: 3, name: 'Web app', color: null },
  department: null,
  folder: { id: 4, name: 'Release 4.2' },
  reporter: { id: 9, name: 'Rita Reporter' },
  assignee: { id: 8, name: 'Dev Eloper' },
  commentCount: 3,
  fileCount: 1,
  closedAt: null,
  archived: false,
  deletedAt: null,
  createdAt: at,
  updatedAt: at,
  ...extra,
});

export const fullReport = (id: number, extra: Partial<Report> = {}): Report => ({
  ...summary(id, 'Export drops the last row'),
  description: 'Open the export, download it: the last row is missing.',
  watchers: [{ id: 9, name: 'Rita Reporter' }],
  watching: false,
  files: [],
  conversation: null,
  noteCount: null,
  deletedBy: null,
  ...extra,
});

/** The lookups, folders and saved views every tracker screen reads. */
export function settingsHandlers(kind: ReportKind = 'bug'): Handlers {
  const e = KIND_ENDPOINTS[kind] as (typeof KIND_ENDPOINTS)['bug'];
  return [
    [e.listPriorities, () => page([lookup(1, 'priority', 'High', { level: 'high' }), lookup(5, 'priority', 'Normal')])],
    [e.listStatuses, () => page([lookup(2, 'status', 'Open'), lookup(6, 'status', 'Done', { closing: true })])],
    [e.listComponents, () => page([lookup(3, 'component', 'Web app')])],
    [e.listDepartments, () => page([lookup(7, 'department', 'Support')])],
    [e.listFolders, () => page([{ id: 4, name: 'Release 4.2', openReports: 2, createdAt: at }])],
    [listViews, () => []],
  ];
}
