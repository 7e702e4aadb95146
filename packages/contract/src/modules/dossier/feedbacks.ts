/** The record policies of this topic, declared for the contract (dossier.ts). */
export const feedbacksPolicies = {} as const;
