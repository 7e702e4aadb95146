// Databases and database users (spec §2 "/databases", §7).
// Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './database.scopes.js';
