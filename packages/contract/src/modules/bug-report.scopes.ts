// The bug-report module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    'bug-report': 'Bug reports',
    'bug-report:bugs': 'Bug reports',
    'bug-report:settings': 'Settings',
    'bug-report:archive': 'Archive',
  },
  scopes: {
    'bug-report:bugs:read': { label: 'Read bug reports', description: 'See bug reports and open them.' },
    'bug-report:settings:read': { label: 'Read tracker settings', description: 'See the settings of the bug tracker.' },
    'bug-report:archive:read': { label: 'Read the archive', description: 'See archived bug reports.' },
  },
});
