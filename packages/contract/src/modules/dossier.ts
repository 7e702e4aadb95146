// Agent dossiers: agents, positions, teams, memberships, dossier feedback, review categories and the QC
// comments about an agent (spec §2 "Dossiers", §7 "Dossiers" and the QC v1 dossier comments;
// docs/dossier.md). One file per topic below `dossier/`.
import { definePolicies } from '../policies.js';
import { agentsPolicies } from './dossier/agents.js';
import { commentsPolicies } from './dossier/comments.js';
import { feedbacksPolicies } from './dossier/feedbacks.js';

export * from './dossier/agents.js';
export * from './dossier/comments.js';
export * from './dossier/feedbacks.js';
export { declaredScopes } from './dossier.scopes.js';

export const declaredPolicies = definePolicies({ ...agentsPolicies, ...feedbacksPolicies, ...commentsPolicies });

export const errorCodes = {
  DOSSIER_AGENT_EXISTS: 409,
  DOSSIER_MEMBERSHIP_ENDED: 409,
  DOSSIER_VOCABULARY_IN_USE: 409,
} as const;
