// The database module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). docs/database.md "Scopes".
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { database: 'Databases', 'database:databases': 'Databases', 'database:users': 'Database users' },
  scopes: {
    'database:databases:read': {
      label: 'Read databases',
      description: "See the MariaDB databases of the user's department (administrators: all) and their sync status.",
    },
    'database:databases:create': {
      label: 'Create databases',
      description: 'Create MariaDB databases (for their own department), and check them against the server now.',
      dependsOn: ['database:databases:read'],
    },
    'database:databases:delete': {
      label: 'Delete databases',
      description: 'Drop MariaDB databases of their department that no database user is granted on any more.',
      dependsOn: ['database:databases:read'],
    },
    'database:users:read': {
      label: 'Read database users',
      description: "See the database users of the user's department, their allowed hosts and privileges.",
    },
    'database:users:create': {
      label: 'Create database users',
      description: 'Create database users with privileges on the databases they may read.',
      dependsOn: ['database:users:read', 'database:databases:read'],
    },
    'database:users:update': {
      label: 'Edit database users',
      description: "Change database users' hosts and privileges, and set new passwords.",
      dependsOn: ['database:users:read', 'database:databases:read'],
    },
    'database:users:delete': {
      label: 'Delete database users',
      description: 'Drop database users (every host of the account).',
      dependsOn: ['database:users:read'],
    },
  },
});
