// Agent dossiers: the record policies of the agents calls (the contract's dossier/agents.ts declares them).
export const agentsPolicies = {};
