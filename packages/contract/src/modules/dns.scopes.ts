// The dns module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/** DNS's scopes (spec §2, §6; docs/dns.md: besides the scope, a user's department needs DNS access). */
export const declaredScopes = defineScopes({
  groups: { dns: 'DNS', 'dns:zone': 'DNS zones' },
  scopes: {
    'dns:zone:read': {
      label: 'Read DNS zones',
      description:
        "See the zones open to the user's department, with their records, history and zone files. Admin-only zones stay hidden.",
    },
    'dns:zone:create': {
      label: 'Change DNS zones',
      description:
        "Create, import, sync and delete zones and change their records, in zones open to the user's department.",
      dependsOn: ['dns:zone:read'],
    },
    'dns:department': {
      label: 'DNS access of departments',
      description: 'Choose which departments may reach DNS zones.',
      // The access screen picks departments from their list.
      dependsOn: ['users:departments:read'],
    },
  },
});
