// Hosting's scopes (spec §2 "/server", "/vhost"), apart from its endpoints: the scope catalogue
// (every signed-in page) reads this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    server: 'Servers',
    'server:server': 'Cloud servers',
    vhost: 'VHost',
    'vhost:vhost': 'Virtual hosts',
  },
  scopes: {
    'server:server:read': {
      label: 'Read servers',
      description: 'See cloud servers, their services, status and websites.',
    },
    'server:server:create': {
      label: 'Create servers',
      description: 'Add and delete cloud servers and set their status.',
    },
    'vhost:vhost:read': {
      label: 'Read virtual hosts',
      description: 'See websites, CDN and origin virtual hosts; add and edit origin virtual hosts and PHP modules.',
    },
    'vhost:vhost:create': {
      label: 'Create virtual hosts',
      description: 'Add and delete CDN virtual hosts, clear their cache and switch the CDN (xdn).',
    },
  },
});
