// The settings' calls of one kind (spec §7: lookups priority, status, component, department; folders),
// thin over services/lookups.ts.
import type { ReportEndpoints, ReportKind } from '@backoffice/contract/modules/bug-report';
import { type Handler, handle } from '../../core/http.js';
import * as lookups from './services/lookups.js';

export function lookupHandlers(kind: ReportKind, api: ReportEndpoints): Handler[] {
  const sets = [
    ['priority', api.listPriorities, api.getPriority, api.createPriority, api.updatePriority, api.deletePriority],
    ['status', api.listStatuses, api.getStatus, api.createStatus, api.updateStatus, api.deleteStatus],
    ['component', api.listComponents, api.getComponent, api.createComponent, api.updateComponent, api.deleteComponent],
    [
      'department',
      api.listDepartments,
      api.getDepartment,
      api.createDepartment,
      api.updateDepartment,
      api.deleteDepartment,
    ],
  ] as const;
  return [
    ...sets.flatMap(([type, list, get, create, update, remove]) => [
      handle(list, ({ ctx, query }) => lookups.listLookups(ctx, kind, type, query)),
      handle(get, ({ ctx, params, query }) =>
        lookups.getLookup(ctx, kind, type, params.id, query.relations === 'true'),
      ),
      handle(create, ({ ctx, body }) => lookups.createLookup(ctx, kind, type, body)),
      handle(update, ({ ctx, params, body }) => lookups.updateLookup(ctx, kind, type, params.id, body)),
      handle(remove, ({ ctx, params }) => lookups.deleteLookup(ctx, kind, type, params.id)),
    ]),
    handle(api.listFolders, ({ ctx, query }) => lookups.listFolders(ctx, kind, query)),
    handle(api.createFolder, ({ ctx, body }) => lookups.createFolder(ctx, kind, body)),
  ];
}
