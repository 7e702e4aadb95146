// The reports' calls of both kinds (docs/tracker.md): one set of hooks per kind, made once from the
// contract's endpoints of that kind (`reportsApi.bug`, `reportsApi.feature`), so a screen takes its kind's.
import { REPORT_FORM_FIELDS, type ReportData, type ReportKind } from '@backoffice/contract/modules/bug-report';
import { upload } from '../../../core/api';
import { endpointMutation, endpointQuery, mutationHook } from '../../../core/endpoint-query';
import { KIND_ENDPOINTS, type KindEndpoints } from '../lib/kind';

export interface NewReport {
  data: ReportData;
  files: readonly File[];
  /** 0..1 while the form goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface MoreFiles {
  id: number;
  files: readonly File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function reportsOf(e: KindEndpoints) {
  // What a change to a report makes stale: its page, the lists, the archive, the folders' counts.
  const answers = [e.getReport, e.listReports, e.searchReports, e.archive, e.listFolders, e.conversationReports];
  const withFiles = (files: readonly File[], data?: ReportData) => {
    const form = new FormData();
    if (data) form.append(REPORT_FORM_FIELDS.data, JSON.stringify(data));
    for (const file of files) form.append(REPORT_FORM_FIELDS.files, file, file.name);
    return form;
  };
  return {
    search: endpointQuery(e.searchReports, { keepPreviousData: true }),
    archive: endpointQuery(e.archive, { keepPreviousData: true }),
    get: endpointQuery(e.getReport),
    fileConfig: endpointQuery(e.getFileConfig, { staleTime: 5 * 60_000 }),
    similar: endpointQuery(e.similarReports, { keepPreviousData: true }),
    conversation: endpointQuery(e.conversationReports),
    useCreate: mutationHook(
      ({ data, files, onProgress, signal }: NewReport) =>
        upload(e.createReport, { body: withFiles(files, data), ...(signal ? { signal } : {}) }, onProgress),
      { invalidates: answers },
    ),
    useAddFiles: mutationHook(
      ({ id, files, onProgress, signal }: MoreFiles) =>
        upload(e.addFiles, { params: { id }, body: withFiles(files), ...(signal ? { signal } : {}) }, onProgress),
      { invalidates: answers },
    ),
    useUpdate: endpointMutation(e.updateReport, { invalidates: answers }),
    useDelete: endpointMutation(e.deleteReport, { invalidates: answers }),
    useRestore: endpointMutation(e.restoreReport, { invalidates: answers }),
    useDeleteFiles: endpointMutation(e.deleteFiles, { invalidates: answers }),
    useAddWatcher: endpointMutation(e.addWatcher, { invalidates: [e.getReport] }),
    useRemoveWatcher: endpointMutation(e.removeWatcher, { invalidates: [e.getReport] }),
  };
}

export const reportsApi: Record<ReportKind, ReturnType<typeof reportsOf>> = {
  bug: reportsOf(KIND_ENDPOINTS.bug),
  feature: reportsOf(KIND_ENDPOINTS.feature as unknown as KindEndpoints),
};
