// Databases and database users (spec §2 "/databases", §7).
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { database: 'Databases', 'database:databases': 'Databases', 'database:users': 'Database users' },
  scopes: {
    'database:databases:read': { label: 'Read databases', description: 'See the databases.' },
    'database:users:read': { label: 'Read database users', description: 'See the database users.' },
  },
});
