// Comments (the discussion) and notes (staff-internal) of a report, of both kinds.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';
import { KIND_ENDPOINTS, type KindEndpoints } from '../lib/kind';

function entriesOf(e: KindEndpoints) {
  return {
    comments: endpointQuery(e.listComments, { keepPreviousData: true }),
    notes: endpointQuery(e.listNotes, { keepPreviousData: true }),
    // A new comment shows in the list's count too.
    useComment: endpointMutation(e.createComment, {
      invalidates: [e.listComments, e.getReport, e.searchReports, e.listReports],
    }),
    useNote: endpointMutation(e.createNote, { invalidates: [e.listNotes, e.getReport] }),
  };
}

export const entriesApi: Record<ReportKind, ReturnType<typeof entriesOf>> = {
  bug: entriesOf(KIND_ENDPOINTS.bug),
  feature: entriesOf(KIND_ENDPOINTS.feature as unknown as KindEndpoints),
};
