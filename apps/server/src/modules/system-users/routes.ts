// System users (spec §7 "System users (/system-user/system-users)", docs/system-users.md): thin over
// services/system-users.ts, whose transactions write the audit rows.
import * as api from '@backoffice/contract/modules/system-users';
import { type Handler, handle } from '../../core/http.js';
import * as users from './services/system-users.js';

export const handlers: Handler[] = [
  handle(api.listSystemUsers, ({ ctx, query }) => users.listSystemUsers(ctx, query)),
  handle(api.getSystemUser, ({ ctx, params }) => users.getSystemUser(ctx, params.id)),
  handle(api.createSystemUser, ({ ctx, body }) => users.createSystemUser(ctx, body)),
  handle(api.updateSystemUser, ({ ctx, params, body }) => users.updateSystemUser(ctx, params.id, body)),
  handle(api.deleteSystemUser, ({ ctx, params }) => users.deleteSystemUser(ctx, params.id)),
  handle(api.getSystemUserCommands, ({ ctx, params }) => users.systemUserCommands(ctx, params.id)),
];
