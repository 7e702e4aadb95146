import { screen } from '../screens.js';

/** The dossier screens (spec §2 "Dossiers" and QC v1's /qc/dossiers): the web's routes and links. */
export const dossierScreens = {
  agents: screen('/dossiers'),
  addAgent: screen('/dossiers/add'),
  teams: screen('/dossiers/teams'),
  newTeam: screen('/dossiers/teams/create'),
  reviewCategories: screen('/dossiers/review-categories'),
  /** The feedback vocabulary (beyond the spec; docs/dossier.md "Feedback"). */
  feedbackCategories: screen('/dossiers/feedback-categories'),
  newFeedbackCategory: screen('/dossiers/feedback-categories/create'),
  feedbackCategory: screen('/dossiers/feedback-categories/:categoryId'),
  feedbackTypes: screen('/dossiers/feedback-types'),
  newFeedbackType: screen('/dossiers/feedback-types/create'),
  feedbackType: screen('/dossiers/feedback-types/:typeId'),
  agent: screen('/dossiers/:userId'),
  updateAgent: screen('/dossiers/:userId/update'),
  newFeedback: screen('/dossiers/:userId/feedbacks/create'),
  feedback: screen('/dossiers/:userId/feedbacks/:feedbackId'),
  updateFeedback: screen('/dossiers/:userId/feedbacks/:feedbackId/update'),
  /** QC v1's view of the same dossiers (dossier:comment:read and dossier:comment:create). */
  qcDossiers: screen('/qc/dossiers'),
  qcDossier: screen('/qc/dossiers/:userId'),
};
