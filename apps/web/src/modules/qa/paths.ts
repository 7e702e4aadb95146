import { qaScreens as screens } from '@backoffice/contract/modules/qa.paths';

type Kind = 'chat' | 'ticket';

/** Links to the QC v2 screens (their patterns: the contract's `qaScreens`, which module.tsx routes). */
export const qaPaths = {
  scores: () => screens.scores.href(),
  scoreTypes: () => screens.scoreTypes.href(),
  scoreType: (id: number | 'new') => screens.scoreType.href({ scoreTypeId: id }),
  scoreGrades: () => screens.scoreGrades.href(),
  /** The spec gives the grade screen as scores/types/{scoreGradeId}, the criterion's path: docs/qa.md. */
  scoreGrade: (id: number | 'new') => screens.scoreGrade.href({ scoreGradeId: id }),
  tags: () => screens.tags.href(),
  newTag: () => screens.newTag.href(),
  tag: (id: number) => screens.tag.href({ tagId: id }),
  cronConfigs: () => screens.cronConfigs.href(),
  newCronConfig: () => screens.newCronConfig.href(),
  cronConfig: (id: number) => screens.cronConfig.href({ id }),
  chatQueue: (id?: number) => screens.chatQueue.href({ chatId: id || null }),
  chatArchive: (id?: number) => screens.chatArchive.href({ chatId: id || null }),
  ticketQueue: () => screens.ticketQueue.href(),
  ticketArchive: () => screens.ticketArchive.href(),
  ticket: (id: number) => screens.ticket.href({ ticketId: id }),
  /** A conversation opened from the archive on one of its reviews, which it shows first. */
  archivedReview: (kind: Kind, conversationId: number, reviewId: number) =>
    kind === 'chat'
      ? screens.chatArchive.href({ chatId: conversationId }, { review: reviewId })
      : screens.ticket.href({ ticketId: conversationId }, { review: reviewId }),
  feedbacks: (kind: Kind = 'chat') => screens.feedbacks.href({}, { kind: kind === 'ticket' ? kind : null }),
  feedback: (kind: Kind, id: number) =>
    kind === 'chat' ? screens.chatFeedback.href({ id }) : screens.ticketFeedback.href({ id }),
  escalations: (kind: Kind = 'chat') => screens.escalations.href({}, { kind: kind === 'ticket' ? kind : null }),
  escalation: (kind: Kind, id: number) =>
    kind === 'chat' ? screens.chatEscalation.href({ id }) : screens.ticketEscalation.href({ id }),
  statistics: () => screens.statistics.href(),
  userStatistics: (id: number) => screens.userStatistics.href({ userId: id }),
};

/** Links to the QC v1 screens (the contract's `qaScreens.qc*`; the same data as QC v2, docs/qa.md "QC v1"). */
export const qcPaths = {
  chats: () => screens.qcChats.href(),
  chatQueue: () => screens.qcChatQueue.href(),
  /** The review screen; with an id, that chat is claimed first. */
  chatReview: (id?: number) => screens.qcChatReview.href({}, { id: id || null }),
  chat: (id: number) => screens.qcChat.href({ chatId: id }),
  escalations: () => screens.qcEscalations.href(),
  escalation: (id: number) => screens.qcEscalation.href({ escalationId: id }),
  feedbacks: () => screens.qcFeedbacks.href(),
  feedback: (id: number) => screens.qcFeedback.href({ feedbackId: id }),
  tickets: () => screens.qcTickets.href(),
  ticketReview: (id: number) => screens.qcTicketReview.href({ ticketId: id }),
  ticket: (id: number) => screens.qcTicket.href({ ticketId: id }),
  statistics: () => screens.qcStatistics.href(),
  tags: () => screens.qcTags.href(),
  newTag: () => screens.qcNewTag.href(),
  tag: (id: number) => screens.qcTag.href({ tagId: id }),
  scoreTypes: () => screens.qcScoreTypes.href(),
  newScoreType: () => screens.qcNewScoreType.href(),
  scoreType: (id: number) => screens.qcScoreType.href({ scoreTypeId: id }),
  scoreGrades: () => screens.qcScoreGrades.href(),
  newScoreGrade: () => screens.qcNewScoreGrade.href(),
  scoreGrade: (id: number) => screens.qcScoreGrade.href({ scoreGradeId: id }),
  cronConfigs: () => screens.qcCronConfigs.href(),
  newCronConfig: () => screens.qcNewCronConfig.href(),
  cronConfig: (id: number) => screens.qcCronConfig.href({ id }),
  chatQueueSettings: () => screens.qcChatQueueSettings.href(),
};
