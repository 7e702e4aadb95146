// Cloud servers and their status (spec §2 "/server", §7 "Infrastructure").
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { server: 'Servers', 'server:server': 'Cloud servers' },
  scopes: {
    'server:server:read': { label: 'Read servers', description: 'See cloud servers, their services and status.' },
    'server:server:create': { label: 'Create servers', description: 'Add cloud servers.' },
  },
});
