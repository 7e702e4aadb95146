// Dev Scrum: developers' audits and the components they cover (spec §2 "/scrums", §3 "Dev component",
// §7 "Bug tracker, files, scrum"; docs/scrum.md). One file per topic below `scrums/`.
import { definePolicies } from '../policies.js';
import { auditsPolicies } from './scrums/audits.js';

export * from './scrums/audits.js';
export * from './scrums/components.js';
export { declaredScopes } from './scrums.scopes.js';

export const declaredPolicies = definePolicies({ ...auditsPolicies });

export const errorCodes = {
  SCRUMS_COMPONENT_IN_USE: 409,
  SCRUMS_COMPONENT_EXISTS: 409,
} as const;
