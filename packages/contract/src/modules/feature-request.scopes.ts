// The feature-request module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
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
