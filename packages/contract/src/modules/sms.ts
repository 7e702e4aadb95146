// SMS templates and SMS messages (spec §2 "/sms", §7).
// Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './sms.scopes.js';
