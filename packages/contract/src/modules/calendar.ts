// Calendar: shifts, shift types, teams, notes, automations and statistics; events with attendants;
// leave requests and their approvals (spec §2 "Calendar", "Other modules", §7 "Calendar and people").
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    calendar: 'Calendar',
    'calendar:shifts': 'Shifts',
    'calendar:events': 'Events',
    'calendar:leave': 'Leave Requests',
    'calendar:request': 'Leave approvals',
    'calendar:employee': 'Employees',
  },
  scopes: {
    'calendar:shifts:read': { label: 'Read shifts', description: 'See the shift calendar.' },
    'calendar:shifts:create': {
      label: 'Manage shifts',
      description:
        'Plan shifts and manage shift types, teams, notes and automations; the holder counts as a shift manager.',
    },
    'calendar:events:read': { label: 'Read events', description: 'See the event calendar.' },
    'calendar:events:create': {
      label: 'Manage events',
      description: 'Create and change normal, national and repeatable events and their attendants.',
    },
    'calendar:leave:create': {
      label: 'Leave requests',
      description: "Request leave, and see one's own, all and employees' leave requests and the archive.",
    },
    'calendar:request:approvers': {
      label: 'Leave approvers',
      description: 'Choose who approves leave requests.',
    },
    'calendar:employee:update': { label: 'Edit employees', description: "Change employees' calendar details." },
  },
});
