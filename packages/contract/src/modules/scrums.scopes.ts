// The scrums module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). docs/scrum.md says which call
// needs which.
import { defineScopes } from '../scopes.js';

/**
 * The audit form picks the components audited (people come from the directory open to everyone signed in:
 * the developer, the auditor and follow-up owners).
 */
const auditFormReads = ['scrums:audits:read', 'scrums:components:read'] as const;

export const declaredScopes = defineScopes({
  groups: { scrums: 'Dev Scrum', 'scrums:audits': 'Dev audits', 'scrums:components': 'Components' },
  scopes: {
    'scrums:audits:read': {
      label: 'Read dev audits',
      description: "See every developer's scrum audits (a developer sees their own without it).",
    },
    'scrums:audits:create': {
      label: 'Create dev audits',
      description: 'Record an audit of a developer: rating, components, findings and follow-ups.',
      dependsOn: auditFormReads,
    },
    'scrums:audits:update': {
      label: 'Edit dev audits',
      description: 'Change audits, their findings and follow-ups (never one about oneself).',
      dependsOn: auditFormReads,
    },
    'scrums:audits:delete': {
      label: 'Delete dev audits',
      description: 'Delete audits (never one about oneself).',
      dependsOn: ['scrums:audits:read'],
    },
    'scrums:components:read': { label: 'Read components', description: 'See the components audits refer to.' },
    'scrums:components:create': {
      label: 'Create components',
      description: 'Add components that audits can cover.',
      dependsOn: ['scrums:components:read'],
    },
    'scrums:components:update': {
      label: 'Edit components',
      description: 'Rename components and change their status (active, deprecated, retired).',
      dependsOn: ['scrums:components:read'],
    },
    'scrums:components:delete': {
      label: 'Delete components',
      description: 'Delete components no audit covers (one in use is retired instead).',
      dependsOn: ['scrums:components:read'],
    },
  },
});
