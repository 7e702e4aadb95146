// Agent dossiers: the record policies of the comments calls (the contract's dossier/comments.ts declares them).
export const commentsPolicies = {};
