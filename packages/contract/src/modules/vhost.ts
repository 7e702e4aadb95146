// CDN and origin virtual hosts, the CDN (xdn) switch and PHP modules (spec §2 "/vhost", §7).
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { vhost: 'VHost', 'vhost:vhost': 'Virtual hosts' },
  scopes: {
    'vhost:vhost:read': { label: 'Read virtual hosts', description: 'See CDN and origin virtual hosts.' },
    'vhost:vhost:create': { label: 'Create virtual hosts', description: 'Add CDN virtual hosts.' },
  },
});
