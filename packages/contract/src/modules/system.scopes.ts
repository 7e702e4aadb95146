// The system module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/** The audit log's scope (the log is served here, beside the health probe). */
export const declaredScopes = defineScopes({
  groups: {
    audit: 'Audit log',
    'audit:log': 'Audit log',
    integration: 'Integrations',
    'integration:keys': 'Integration keys',
  },
  scopes: {
    'audit:log:read': {
      label: 'Read the audit log',
      description: 'See every recorded change and security event, with who, when, from where, before and after.',
    },
    'integration:keys:manage': {
      label: 'Manage integration keys',
      description:
        'Create and revoke the keys other systems (the chat and ticket systems) call the integration API with.',
    },
  },
});
