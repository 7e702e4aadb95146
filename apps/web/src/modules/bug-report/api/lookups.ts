// The lookups (priority, status, component, department) and folders of both kinds: the pickers, the
// filters and the settings screens read them.
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';
import { KIND_ENDPOINTS, type KindEndpoints } from '../lib/kind';

function lookupsOf(e: KindEndpoints) {
  return {
    priorities: endpointQuery(e.listPriorities, { staleTime: 60_000, select: (r) => r.items }),
    statuses: endpointQuery(e.listStatuses, { staleTime: 60_000, select: (r) => r.items }),
    components: endpointQuery(e.listComponents, { staleTime: 60_000, select: (r) => r.items }),
    departments: endpointQuery(e.listDepartments, { staleTime: 60_000, select: (r) => r.items }),
    folders: endpointQuery(e.listFolders, { staleTime: 30_000 }),
    useCreateFolder: endpointMutation(e.createFolder, { invalidates: [e.listFolders] }),
  };
}

export const lookupsApi: Record<ReportKind, ReturnType<typeof lookupsOf>> = {
  bug: lookupsOf(KIND_ENDPOINTS.bug),
  feature: lookupsOf(KIND_ENDPOINTS.feature as unknown as KindEndpoints),
};
