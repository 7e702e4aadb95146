// Feature requests (spec §2 "/bug-feature", §7 "Bug tracker": "/bug-report/features follows the same
// pattern"; docs/tracker.md): the bug reports' endpoints, made by the same factory for /bug-report/features
// with this module's name and scopes. Their schemas, policies and error codes are bug-report.ts's.
import { reportEndpoints } from './bug-report/reports.js';

export { declaredScopes } from './feature-request.scopes.js';

/** The feature requests' endpoints, by name (the same names as `bugEndpoints`). */
export const featureEndpoints = reportEndpoints('feature');

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
} = featureEndpoints;
