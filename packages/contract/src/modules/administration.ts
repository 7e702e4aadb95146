// Administration (spec §7 "Auth, users, roles, departments"): scopes, roles, users, departments.
// Decisions where the spec is silent: docs/administration.md. The shapes and calls by topic:
// administration/*.ts.
export * from './administration/departments.js';
export * from './administration/named-ref.js';
export * from './administration/permissions.js';
export * from './administration/roles.js';
export * from './administration/scope-entries.js';
export * from './administration/users.js';
export { declaredScopes } from './administration.scopes.js';
