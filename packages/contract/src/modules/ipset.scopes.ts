// The ipset module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/** IP sets' scopes (spec §2, §6). */
export const declaredScopes = defineScopes({
  groups: { ipset: 'IPSet', 'ipset:ipset': 'IP sets' },
  scopes: {
    'ipset:ipset:read': { label: 'Read IP sets', description: 'See IP sets, search their addresses and export them.' },
    'ipset:ipset:create': {
      label: 'Change IP sets',
      description: 'Create and delete IP sets, and add or remove their addresses.',
      dependsOn: ['ipset:ipset:read'],
    },
  },
});
