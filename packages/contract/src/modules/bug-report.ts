// Bug reports, their settings and archive (spec §2 "/bug-feature", §7 "Bug tracker, files, scrum").
// Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './bug-report.scopes.js';
