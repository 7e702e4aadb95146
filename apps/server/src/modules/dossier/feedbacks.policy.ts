// Agent dossiers: the record policies of the feedbacks calls (the contract's dossier/feedbacks.ts declares them).
export const feedbacksPolicies = {};
