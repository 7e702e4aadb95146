// Databases (spec §7 "Databases (/database-controller)", docs/database.md): the databases calls, thin over services/.
import * as api from '@backoffice/contract/modules/database';
import { type Handler, handle } from '../../core/http.js';
import * as databases from './services/databases.js';
import { checkAll } from './services/sync.js';

// Changes write their audit rows in their own transactions (services/databases.ts).
export const handlers: Handler[] = [
  handle(api.createDatabase, ({ ctx, user, body }) => databases.createDatabase(ctx, user, body)),
  handle(api.listDatabases, ({ ctx, user, query }) => databases.listDatabases(ctx, user, query)),
  handle(api.getDatabase, ({ ctx, record }) => databases.getDatabase(ctx, record)),
  handle(api.deleteDatabase, ({ ctx, record }) => databases.deleteDatabase(ctx, record)),
  handle(api.checkDatabases, async ({ ctx }) => {
    const { checkedAt, ...outcome } = await checkAll(ctx);
    return { checkedAt: checkedAt.toISOString(), ...outcome };
  }),
];
