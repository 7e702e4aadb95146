// The shifts module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { calendar: 'Calendar', 'calendar:shifts': 'Shifts' },
  scopes: {
    'calendar:shifts:read': { label: 'Read shifts', description: 'See the shift calendar.' },
    'calendar:shifts:create': {
      label: 'Manage shifts',
      description:
        'Plan shifts and notes for the teams one leads, and manage shift types and automations; the holder counts as a shift manager.',
      dependsOn: ['calendar:shifts:read'],
    },
    'calendar:shifts:all': {
      label: 'Manage every team',
      description: 'Plan the shifts of every team, not only those one leads, and create and delete teams.',
      // It widens what calendar:shifts:create plans; alone it opens nothing.
      dependsOn: ['calendar:shifts:create'],
    },
  },
});
