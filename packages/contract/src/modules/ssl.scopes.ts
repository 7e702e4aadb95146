// SSL certificates' scopes, apart from their endpoints: the scope catalogue (every signed-in page)
// reads this file only (scripts/generate-registries.mjs, scopes.generated.ts). `dependsOn`: what the
// screens call besides (issue 25): the create screen picks the website from hosting's list and
// returns to the certificate list.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { ssl: 'SSL certificates', 'ssl:cert': 'Certificates' },
  scopes: {
    'ssl:cert:read': { label: 'Read certificates', description: 'See SSL certificates and when they expire.' },
    'ssl:cert:create': {
      label: 'Create certificates',
      description:
        "Add custom, self-signed or Let's Encrypt certificates and renew them. Let's Encrypt only for names in DNS zones the user may change records in.",
      dependsOn: ['ssl:cert:read', 'vhost:vhost:read'],
    },
    'ssl:cert:delete': {
      label: 'Delete certificates',
      description: 'Delete SSL certificates.',
      dependsOn: ['ssl:cert:read'],
    },
  },
});
