// Event calendar: events, national and repeatable events, birthdays, attendants and attendance
// (spec §2 "Calendar", §7 "Event calendar under /event-calendar"). Not built yet: so far its scopes.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { calendar: 'Calendar', 'calendar:events': 'Events' },
  scopes: {
    'calendar:events:read': { label: 'Read events', description: 'See the event calendar.' },
    'calendar:events:create': {
      label: 'Manage events',
      description: 'Create and change normal, national and repeatable events and their attendants.',
    },
  },
});
