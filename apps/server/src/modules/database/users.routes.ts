// Database users (spec §7 "Databases (/database-controller)", docs/database.md): the users calls, thin over services/.
import * as api from '@backoffice/contract/modules/database';
import { type Handler, handle } from '../../core/http.js';
import * as users from './services/users.js';

// Changes write their audit rows in their own transactions (services/users.ts).
export const handlers: Handler[] = [
  handle(api.createDatabaseUser, ({ ctx, user, body }) => users.createUser(ctx, user, body)),
  handle(api.listDatabaseUsers, ({ ctx, user, query }) => users.listUsers(ctx, user, query)),
  handle(api.getDatabaseUser, ({ ctx, user, record }) => users.getUser(ctx, user, record)),
  handle(api.updateDatabaseUser, ({ ctx, user, record, body }) => users.updateUser(ctx, user, record, body)),
  handle(api.deleteDatabaseUser, ({ ctx, record }) => users.deleteUser(ctx, record)),
];
