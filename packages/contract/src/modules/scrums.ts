// Dev Scrum: developer audits and components (spec §2 "/scrums", §7 "Bug tracker, files, scrum").
// Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './scrums.scopes.js';
