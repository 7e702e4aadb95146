// The leave calendar's scopes, apart from its endpoints: the scope catalogue (every signed-in page)
// reads this file only (scripts/generate-registries.mjs, scopes.generated.ts).
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
      description:
        'Choose who approves the leave requests of each department, and approve any request and read its document.',
      // Requests are approved on the leave screens, which calendar:leave:create opens.
      dependsOn: ['calendar:leave:create'],
    },
    'calendar:employee:update': {
      label: 'Edit employees’ leave',
      description: "Change employees' yearly leave allowances and carried-over days, and see everyone's leave.",
      dependsOn: ['calendar:leave:create'],
    },
  },
});
