// Bug reports, their settings and archive (spec §2 "/bug-feature", §7 "Bug tracker, files, scrum").
// Not built yet: so far its scopes, which its endpoints will require.
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
