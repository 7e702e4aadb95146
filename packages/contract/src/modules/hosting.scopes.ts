// Hosting's scopes (spec §2 "/server", "/vhost"), apart from its endpoints: the scope catalogue
// (every signed-in page) reads this file only (scripts/generate-registries.mjs, scopes.generated.ts).
// The spec names vhost:vhost:read and :create; :update and :delete are ours (issue 25: a read scope
// is no licence for a write, docs/hosting.md "Scopes").
import { defineScopes } from '../scopes.js';

/** The website form picks its server from the server list. */
const websiteFormReads = ['vhost:vhost:read', 'server:server:read'] as const;

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
      dependsOn: ['server:server:read'],
    },
    'vhost:vhost:read': {
      label: 'Read virtual hosts',
      description: 'See websites (origin virtual hosts), their configuration, PHP modules and CDN virtual hosts.',
    },
    'vhost:vhost:create': {
      label: 'Create virtual hosts',
      description: 'Add websites, PHP modules and CDN virtual hosts; clear CDN caches and switch the CDN (xdn).',
      dependsOn: websiteFormReads,
    },
    'vhost:vhost:update': {
      label: 'Edit websites',
      description: 'Change websites: domain, aliases, server, PHP version and modules.',
      dependsOn: websiteFormReads,
    },
    'vhost:vhost:delete': {
      label: 'Delete virtual hosts',
      description: 'Delete websites and CDN virtual hosts.',
      dependsOn: ['vhost:vhost:read'],
    },
  },
});
