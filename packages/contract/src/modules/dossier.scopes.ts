// The dossier module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: {
    dossier: 'Dossiers',
    'dossier:comment': 'Dossier comments',
    'dossier:user': 'Agents',
    'dossier:team': 'Teams',
    'dossier:feedback': 'Dossier feedback',
  },
  scopes: {
    'dossier:comment:read': { label: 'Read dossier comments', description: "See the comments in agents' dossiers." },
    'dossier:comment:create': { label: 'Comment in dossiers', description: "Add comments to agents' dossiers." },
    'dossier:user:read': { label: 'Read agents', description: 'See the list of agents and their dossier profiles.' },
    'dossier:user:create': { label: 'Add agents', description: 'Add agents to the dossiers, and create teams.' },
    'dossier:user:update': { label: 'Edit agents', description: "Change agents' dossier details." },
    'dossier:team:read': { label: 'Read teams', description: 'See agent teams and their members.' },
    'dossier:team:create': { label: 'Create teams', description: 'Create agent teams.' },
    'dossier:feedback:read': {
      label: 'Read dossier feedback',
      description: "See feedback in agents' dossiers and the review categories.",
    },
    'dossier:feedback:create': { label: 'Give dossier feedback', description: "Add feedback to agents' dossiers." },
    'dossier:feedback:update': { label: 'Edit dossier feedback', description: 'Change feedback in dossiers.' },
    'dossier:feedback:delete': { label: 'Delete dossier feedback', description: 'Delete feedback from dossiers.' },
  },
});
