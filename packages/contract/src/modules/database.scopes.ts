// The database module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { database: 'Databases', 'database:databases': 'Databases', 'database:users': 'Database users' },
  scopes: {
    'database:databases:read': { label: 'Read databases', description: 'See the databases.' },
    'database:users:read': { label: 'Read database users', description: 'See the database users.' },
  },
});
