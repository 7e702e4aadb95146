// Feature requests (spec §2 "/bug-feature", §7 "Bug tracker, files, scrum").
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { 'feature-request': 'Feature requests', 'feature-request:features': 'Feature requests' },
  scopes: {
    'feature-request:features:read': {
      label: 'Read feature requests',
      description: 'See feature requests and open them.',
    },
  },
});
