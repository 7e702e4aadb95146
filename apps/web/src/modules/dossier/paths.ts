import { dossierScreens as screens } from '@backoffice/contract/modules/dossier.paths';

/** Links to the dossier screens (their patterns: the contract's `dossierScreens`, which module.tsx routes). */
export const dossierPaths = {
  agents: () => screens.agents.href(),
  addAgent: () => screens.addAgent.href(),
  teams: () => screens.teams.href(),
  newTeam: () => screens.newTeam.href(),
  reviewCategories: () => screens.reviewCategories.href(),
  feedbackCategories: () => screens.feedbackCategories.href(),
  feedbackTypes: () => screens.feedbackTypes.href(),
  agent: (userId: number) => screens.agent.href({ userId }),
  updateAgent: (userId: number) => screens.updateAgent.href({ userId }),
  newFeedback: (userId: number) => screens.newFeedback.href({ userId }),
  feedback: (userId: number, feedbackId: number) => screens.feedback.href({ userId, feedbackId }),
  updateFeedback: (userId: number, feedbackId: number) => screens.updateFeedback.href({ userId, feedbackId }),
  qcDossiers: () => screens.qcDossiers.href(),
  qcDossier: (userId: number) => screens.qcDossier.href({ userId }),
};
