// System users (spec §2 "/system-users", §7).
// Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './system-users.scopes.js';
