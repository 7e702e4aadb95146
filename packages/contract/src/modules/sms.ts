// SMS templates and SMS messages (spec §2 "/sms", §7).
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { sms: 'SMS', 'sms:sms': 'Templates, messages' },
  scopes: {
    'sms:sms:read': { label: 'Read SMS', description: 'See SMS templates and sent messages.' },
    'sms:sms:create': { label: 'Send SMS', description: 'Add SMS templates and send messages.' },
  },
});
