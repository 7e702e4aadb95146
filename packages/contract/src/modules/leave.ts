// Leave requests and their approvals (spec §2 "Other modules" /leaves, §7 "Leave calendar under
// /leave-calendar"). Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    calendar: 'Calendar',
    'calendar:leave': 'Leave Requests',
    'calendar:request': 'Leave approvals',
    'calendar:employee': 'Employees',
  },
  scopes: {
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
