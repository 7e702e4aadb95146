// The sms module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { sms: 'SMS', 'sms:sms': 'Templates, messages' },
  scopes: {
    'sms:sms:read': { label: 'Read SMS', description: 'See SMS templates and sent messages.' },
    'sms:sms:create': { label: 'Send SMS', description: 'Add SMS templates and send messages.' },
  },
});
