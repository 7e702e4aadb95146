// Databases and database users, provisioned on a MariaDB server (spec §2 "/databases", §7 "Databases
// (/database-controller)"; docs/database.md). One file per topic below `database/`.
import { definePolicies } from '../policies.js';
import { databasesPolicies } from './database/databases.js';
import { usersPolicies } from './database/users.js';

export * from './database/databases.js';
export * from './database/fields.js';
export * from './database/sync.js';
export * from './database/users.js';
export { declaredScopes } from './database.scopes.js';

export const declaredPolicies = definePolicies({ ...databasesPolicies, ...usersPolicies });

/**
 * What MariaDB did with a change: it refused (502) or did not answer (503), and nothing was kept;
 * a database still granted (409); provisioning off where a call needs it (409).
 */
export const errorCodes = {
  DATABASE_SERVER_REFUSED: 502,
  DATABASE_SERVER_UNAVAILABLE: 503,
  DATABASE_IN_USE: 409,
  DATABASE_PROVISIONING_OFF: 409,
} as const;
