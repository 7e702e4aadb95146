// The system-users module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). Spec §2 names `system:user:*`
// without its actions; these four are ours (docs/system-users.md "Scopes").
import { defineScopes } from '../scopes.js';

/** The form picks the account's server from hosting's server list. */
const formReads = ['system:user:read', 'server:server:read'] as const;

export const declaredScopes = defineScopes({
  groups: { system: 'System Users', 'system:user': 'System users' },
  scopes: {
    'system:user:read': {
      label: 'Read system users',
      description: 'See the Linux accounts on the hosting servers, their keys and the commands that apply them.',
    },
    'system:user:create': {
      label: 'Create system users',
      description: 'Add Linux accounts (name, uid, home, shell, groups, SSH keys) to the hosting servers.',
      dependsOn: formReads,
    },
    'system:user:update': {
      label: 'Edit system users',
      description: "Change a Linux account's name, uid, home, shell, groups, SSH keys, comment or lock.",
      dependsOn: formReads,
    },
    'system:user:delete': {
      label: 'Delete system users',
      description: 'Remove Linux accounts (userdel -r: their home goes with them).',
      dependsOn: ['system:user:read'],
    },
  },
});
