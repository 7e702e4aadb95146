import { screen } from '../screens.js';

/** The QC v2 screens (spec §2 /qc-v2 and /qc-settings-v2): the web's routes and links and the server's notification links. */
export const qaScreens = {
  chatQueue: screen('/qc-v2/chats/queue/:chatId?'),
  chatArchive: screen('/qc-v2/chats/archive/:chatId?'),
  ticketQueue: screen('/qc-v2/tickets/queue'),
  ticketArchive: screen('/qc-v2/tickets/archive'),
  ticket: screen('/qc-v2/tickets/:ticketId'),
  /** `?kind=ticket` lists the tickets' feedbacks. */
  feedbacks: screen('/qc-v2/feedbacks'),
  chatFeedback: screen('/qc-v2/chat-feedbacks/:id'),
  ticketFeedback: screen('/qc-v2/ticket-feedbacks/:id'),
  /** `?kind=ticket` lists the tickets' escalations. */
  escalations: screen('/qc-v2/escalations'),
  chatEscalation: screen('/qc-v2/chat-escalations/:id'),
  ticketEscalation: screen('/qc-v2/ticket-escalations/:id'),
  statistics: screen('/qc-v2/statistics'),
  userStatistics: screen('/qc-v2/statistics/users/:userId'),
  cronConfigs: screen('/qc-settings-v2/ticket-cron-config'),
  newCronConfig: screen('/qc-settings-v2/ticket-cron-config/create'),
  cronConfig: screen('/qc-settings-v2/ticket-cron-config/:id'),
  scores: screen('/qc-settings-v2/scores'),
  scoreTypes: screen('/qc-settings-v2/scores/types'),
  /** `new` as the id opens an empty form. */
  scoreType: screen('/qc-settings-v2/scores/types/:scoreTypeId'),
  scoreGrades: screen('/qc-settings-v2/scores/grades'),
  /** The spec gives the grade screen as scores/types/{scoreGradeId}, the criterion's path: docs/qa.md. */
  scoreGrade: screen('/qc-settings-v2/scores/grades/:scoreGradeId'),
  tags: screen('/qc-settings-v2/tags'),
  newTag: screen('/qc-settings-v2/tags/create'),
  tag: screen('/qc-settings-v2/tags/:tagId'),
};

/**
 * The QC v1 screens (spec §2 /qc and /qc-settings): the same data as QC v2, drawn by the same
 * components under the older routes (docs/qa.md "QC v1").
 */
export const qcScreens = {
  chats: screen('/qc/chats'),
  chatQueue: screen('/qc/chats/queue'),
  /** The chat being reviewed (the queue's claim); `?id=` opens that chat first. */
  chatReview: screen('/qc/chats/review'),
  chat: screen('/qc/chats/:chatId'),
  escalations: screen('/qc/escalations'),
  escalation: screen('/qc/escalations/:escalationId'),
  feedbacks: screen('/qc/feedbacks'),
  feedback: screen('/qc/feedbacks/:feedbackId'),
  tickets: screen('/qc/tickets'),
  ticketReview: screen('/qc/tickets/review/:ticketId'),
  ticket: screen('/qc/tickets/:ticketId'),
  statistics: screen('/qc/statistics'),
  tags: screen('/qc-settings/tags'),
  newTag: screen('/qc-settings/tags/create'),
  tag: screen('/qc-settings/tags/update/:tagId'),
  scoreTypes: screen('/qc-settings/score/types'),
  newScoreType: screen('/qc-settings/score/types/create'),
  scoreType: screen('/qc-settings/score/types/update/:scoreTypeId'),
  scoreGrades: screen('/qc-settings/score/grades'),
  newScoreGrade: screen('/qc-settings/score/grades/create'),
  scoreGrade: screen('/qc-settings/score/grades/update/:scoreGradeId'),
  cronConfigs: screen('/qc-settings/cron'),
  newCronConfig: screen('/qc-settings/cron/create'),
  cronConfig: screen('/qc-settings/cron/edit/:id'),
  chatQueueSettings: screen('/qc-settings/chats/queue'),
};
