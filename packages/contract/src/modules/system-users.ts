// System users (spec §2 "/system-users", §7).
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { system: 'System Users', 'system:user': 'System users' },
  scopes: {
    'system:user:read': { label: 'Read system users', description: 'See the system users.' },
  },
});
