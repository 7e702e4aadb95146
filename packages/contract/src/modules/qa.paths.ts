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
  // The QC v1 screens (spec §2 /qc and /qc-settings): the same data as QC v2, drawn by the same
  // components under the older routes (docs/qa.md "QC v1").
  qcChats: screen('/qc/chats'),
  qcChatQueue: screen('/qc/chats/queue'),
  /** The chat being reviewed (the queue's claim); `?id=` opens that chat first. */
  qcChatReview: screen('/qc/chats/review'),
  qcChat: screen('/qc/chats/:chatId'),
  qcEscalations: screen('/qc/escalations'),
  qcEscalation: screen('/qc/escalations/:escalationId'),
  qcFeedbacks: screen('/qc/feedbacks'),
  qcFeedback: screen('/qc/feedbacks/:feedbackId'),
  qcTickets: screen('/qc/tickets'),
  qcTicketReview: screen('/qc/tickets/review/:ticketId'),
  qcTicket: screen('/qc/tickets/:ticketId'),
  qcStatistics: screen('/qc/statistics'),
  qcTags: screen('/qc-settings/tags'),
  qcNewTag: screen('/qc-settings/tags/create'),
  qcTag: screen('/qc-settings/tags/update/:tagId'),
  qcScoreTypes: screen('/qc-settings/score/types'),
  qcNewScoreType: screen('/qc-settings/score/types/create'),
  qcScoreType: screen('/qc-settings/score/types/update/:scoreTypeId'),
  qcScoreGrades: screen('/qc-settings/score/grades'),
  qcNewScoreGrade: screen('/qc-settings/score/grades/create'),
  qcScoreGrade: screen('/qc-settings/score/grades/update/:scoreGradeId'),
  qcCronConfigs: screen('/qc-settings/cron'),
  qcNewCronConfig: screen('/qc-settings/cron/create'),
  qcCronConfig: screen('/qc-settings/cron/edit/:id'),
  qcChatQueueSettings: screen('/qc-settings/chats/queue'),
};
