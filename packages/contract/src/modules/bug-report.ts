// Bug reports (spec §2 "/bug-feature", §3 "Bug report", §7 "Bug tracker"; docs/tracker.md). The endpoints
// are written once for both kinds in `bug-report/reports.ts`; feature-request.ts takes the same factory
// for /bug-report/features. The record schemas, the policies of both kinds and the error codes live here.
import { definePolicies } from '../policies.js';
import { reportPolicies } from './bug-report/policies.js';
import { reportEndpoints } from './bug-report/reports.js';

export * from './bug-report/fields.js';
export { KIND_POLICIES } from './bug-report/policies.js';
export type { ReportEndpoints } from './bug-report/reports.js';
export { declaredScopes } from './bug-report.scopes.js';

export const declaredPolicies = definePolicies(reportPolicies);

export const errorCodes = {
  /** A lookup that reports still name cannot be deleted (`data.count`). */
  BUG_REPORT_LOOKUP_IN_USE: 409,
  /** A deleted report is restored before it is changed or discussed. */
  BUG_REPORT_DELETED: 409,
  /** Restoring a report that is not deleted. */
  BUG_REPORT_NOT_DELETED: 409,
  /** The kind has no status (or no open one) to give a new report. */
  BUG_REPORT_NO_STATUS: 409,
} as const;

/** The bug reports' endpoints, by name (the web picks a kind's set: `bugEndpoints` or `featureEndpoints`). */
export const bugEndpoints = reportEndpoints('bug');

export const {
  listReports,
  searchReports,
  archive,
  getFileConfig,
  similarReports,
  conversationReports,
  createReport,
  getReport,
  updateReport,
  deleteReport,
  restoreReport,
  addFiles,
  deleteFiles,
  addWatcher,
  removeWatcher,
  listComments,
  createComment,
  listNotes,
  createNote,
  listPriorities,
  getPriority,
  createPriority,
  updatePriority,
  deletePriority,
  listStatuses,
  getStatus,
  createStatus,
  updateStatus,
  deleteStatus,
  listComponents,
  getComponent,
  createComponent,
  updateComponent,
  deleteComponent,
  listDepartments,
  getDepartment,
  createDepartment,
  updateDepartment,
  deleteDepartment,
  listFolders,
  createFolder,
} = bugEndpoints;
