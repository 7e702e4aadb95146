// The event calendar's scopes, apart from its endpoints: the scope catalogue (every signed-in page)
// reads this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { calendar: 'Calendar', 'calendar:events': 'Events' },
  scopes: {
    'calendar:events:read': {
      label: 'Read events',
      description: 'See the event calendar with holidays and birthdays, and sign oneself up for events.',
    },
    'calendar:events:create': {
      label: 'Manage events',
      description:
        'Create and change normal, national and repeatable events, their attendants, and record who attended.',
      dependsOn: ['calendar:events:read'],
    },
  },
});
