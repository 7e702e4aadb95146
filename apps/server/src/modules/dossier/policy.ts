// Who reaches which dossier record (docs/dossier.md "Who sees what"), one file per topic.
import { modulePolicies } from '../../core/policy.js';
import { agentsPolicies } from './agents.policy.js';
import { commentsPolicies } from './comments.policy.js';
import { feedbacksPolicies } from './feedbacks.policy.js';

export const policies = modulePolicies({ ...agentsPolicies, ...feedbacksPolicies, ...commentsPolicies });
