// Shift calendar: shifts, shift types, teams, notes, automations and statistics (spec §2 "Calendar",
// §7 "Shifts under /calendar/shifts"). Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { calendar: 'Calendar', 'calendar:shifts': 'Shifts' },
  scopes: {
    'calendar:shifts:read': { label: 'Read shifts', description: 'See the shift calendar.' },
    'calendar:shifts:create': {
      label: 'Manage shifts',
      description:
        'Plan shifts and manage shift types, teams, notes and automations; the holder counts as a shift manager.',
    },
  },
});
