// Agent dossiers: agents, positions, teams, memberships, dossier feedback, review categories (spec §2
// "Dossiers", §7 "Dossiers"). Not built yet: so far its scopes, which its endpoints will require.
export { declaredScopes } from './dossier.scopes.js';
