// The system-users module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { system: 'System Users', 'system:user': 'System users' },
  scopes: {
    'system:user:read': { label: 'Read system users', description: 'See the system users.' },
  },
});
