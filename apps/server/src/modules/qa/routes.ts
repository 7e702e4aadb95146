import * as api from '@backoffice/contract/modules/qa';
import { handle } from '../../core/http.js';
import { archive } from './services/archive.js';
import { createComment, deleteComment, updateComment } from './services/comments.js';
import { detailOf } from './services/conversations.js';
import * as cron from './services/cron.js';
import { reviewProgress, setDailyGoal } from './services/daily-goal.js';
import { listDepartments } from './services/departments.js';
import * as escalations from './services/escalations.js';
import { getEscalation, listEscalations } from './services/escalations-read.js';
import * as feedbacks from './services/feedbacks.js';
import { getFeedback, listFeedbacks } from './services/feedbacks-read.js';
import * as ingest from './services/ingest.js';
import { openQueue } from './services/queue.js';
import { createReview, deleteReview, updateReview } from './services/reviews.js';
import { activeTags, scoreGrades, scoreTypes, tags } from './services/settings.js';
import { KINDS } from './services/shared.js';
import * as statistics from './services/statistics.js';
import { usersStatisticsOf } from './services/statistics-people.js';
import { setConversationTags } from './services/tags.js';

/** Comments are named `{commentId}` in their paths, notes `{noteId}`. */
const childId = (params: { commentId?: number; noteId?: number }) => (params.commentId ?? params.noteId)!;

/** The three calls of comments (or notes) on one kind of parent. */
const commentHandlers = (
  parent: api.CommentParent,
  // Each parent's calls differ only in their path, scope and record rule: handled alike.
  calls: readonly [unknown, unknown, unknown],
  note = false,
) => [
  handle(calls[0] as typeof api.createChatComment, ({ ctx, user, params, body }) =>
    createComment(ctx, user, parent, params.id, body, note),
  ),
  handle(calls[1] as typeof api.updateChatComment, ({ ctx, user, params, body }) =>
    updateComment(ctx, user, parent, params.id, childId(params), body, note),
  ),
  handle(calls[2] as typeof api.deleteChatComment, ({ ctx, params }) =>
    deleteComment(ctx, parent, params.id, childId(params), note),
  ),
];

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  // The guard resolved the integration key before these run.
  handle(api.ingestChats, ({ ctx, integration, body }) => ingest.ingestChats(ctx, integration!, body.chats)),
  handle(api.ingestTickets, ({ ctx, integration, body }) => ingest.ingestTickets(ctx, integration!, body.tickets)),
  handle(api.getReviewProgress, ({ ctx, user }) => reviewProgress(ctx, user.id)),
  handle(api.listQaDepartments, ({ ctx }) => listDepartments(ctx)),
  handle(api.setDailyGoal, ({ ctx, body }) => setDailyGoal(ctx, body.goal)),
  handle(api.listScoreTypes, ({ ctx }) => scoreTypes.list(ctx)),
  handle(api.createScoreType, ({ ctx, body }) => scoreTypes.create(ctx, body)),
  handle(api.getScoreType, ({ ctx, params }) => scoreTypes.get(ctx, params.id)),
  handle(api.updateScoreType, ({ ctx, params, body }) => scoreTypes.update(ctx, params.id, body)),
  handle(api.listScoreGrades, ({ ctx }) => scoreGrades.list(ctx)),
  handle(api.createScoreGrade, ({ ctx, body }) => scoreGrades.create(ctx, body)),
  handle(api.getScoreGrade, ({ ctx, params }) => scoreGrades.get(ctx, params.id)),
  handle(api.updateScoreGrade, ({ ctx, params, body }) => scoreGrades.update(ctx, params.id, body)),
  handle(api.listActiveTags, ({ ctx }) => activeTags(ctx)),
  handle(api.listAllTags, ({ ctx }) => tags.list(ctx)),
  handle(api.getTag, ({ ctx, params }) => tags.get(ctx, params.id)),
  handle(api.createTag, ({ ctx, body }) => tags.create(ctx, body)),
  handle(api.updateTag, ({ ctx, params, body }) => tags.update(ctx, params.id, body)),
  handle(api.deleteTag, ({ ctx, params }) => tags.remove(ctx, params.id)),

  // Chats
  handle(api.chatQueue, ({ ctx, user, query }) => openQueue(ctx, user, 'chat', query)),
  handle(api.chatArchive, ({ ctx, query }) => archive(ctx, 'chat', query)),
  handle(api.getChat, ({ ctx, params }) => detailOf(ctx, KINDS.chat, params.id) as never),
  handle(api.tagChat, ({ ctx, params, body }) => setConversationTags(ctx, 'chat', params.id, body.tags)),
  handle(api.createChatReview, ({ ctx, user, body }) => createReview(ctx, user, 'chat', body.chatId, body)),
  handle(api.updateChatReview, ({ ctx, params, body }) => updateReview(ctx, 'chat', params.id, body)),
  handle(api.deleteChatReview, ({ ctx, params }) => deleteReview(ctx, 'chat', params.id)),

  // Tickets
  handle(api.ticketQueue, ({ ctx, user, query }) => openQueue(ctx, user, 'ticket', query)),
  handle(api.ticketArchive, ({ ctx, query }) => archive(ctx, 'ticket', query)),
  handle(api.getTicket, ({ ctx, params }) => detailOf(ctx, KINDS.ticket, params.id) as never),
  handle(api.tagTicket, ({ ctx, params, body }) => setConversationTags(ctx, 'ticket', params.id, body.tags)),
  handle(api.createTicketReview, ({ ctx, user, body }) => createReview(ctx, user, 'ticket', body.ticketId, body)),
  handle(api.deleteTicketReview, ({ ctx, params }) => deleteReview(ctx, 'ticket', params.id)),

  // Comments and notes
  ...commentHandlers('chat', [api.createChatComment, api.updateChatComment, api.deleteChatComment]),
  ...commentHandlers('message', [api.createMessageComment, api.updateMessageComment, api.deleteMessageComment]),
  ...commentHandlers('chatReview', [
    api.createChatReviewComment,
    api.updateChatReviewComment,
    api.deleteChatReviewComment,
  ]),
  ...commentHandlers('ticket', [api.createTicketComment, api.updateTicketComment, api.deleteTicketComment]),
  ...commentHandlers('reply', [api.createReplyComment, api.updateReplyComment, api.deleteReplyComment]),
  ...commentHandlers('ticketReview', [
    api.createTicketReviewComment,
    api.updateTicketReviewComment,
    api.deleteTicketReviewComment,
  ]),
  ...commentHandlers('chat', [api.createChatNote, api.updateChatNote, api.deleteChatNote], true),
  ...commentHandlers('ticket', [api.createTicketNote, api.updateTicketNote, api.deleteTicketNote], true),

  ...commentHandlers('chatFeedback', [
    api.createChatFeedbackComment,
    api.updateChatFeedbackComment,
    api.deleteChatFeedbackComment,
  ]),
  ...commentHandlers('ticketFeedback', [
    api.createTicketFeedbackComment,
    api.updateTicketFeedbackComment,
    api.deleteTicketFeedbackComment,
  ]),

  // Feedbacks
  ...(['chat', 'ticket'] as const).flatMap((kind) => {
    const calls =
      kind === 'chat'
        ? [
            api.createChatFeedback,
            api.updateChatFeedback,
            api.listChatFeedbacks,
            api.getChatFeedback,
            api.setChatFeedbackStatus,
          ]
        : [
            api.createTicketFeedback,
            api.updateTicketFeedback,
            api.listTicketFeedbacks,
            api.getTicketFeedback,
            api.setTicketFeedbackStatus,
          ];
    // The two kinds' calls differ only in path, scope and record rule.
    const [create, update, list, get, status] = calls as unknown as [
      typeof api.createChatFeedback,
      typeof api.updateChatFeedback,
      typeof api.listChatFeedbacks,
      typeof api.getChatFeedback,
      typeof api.setChatFeedbackStatus,
    ];
    return [
      handle(create, ({ ctx, user, body }) => feedbacks.createFeedback(ctx, user, kind, body)),
      handle(update, ({ ctx, params, body }) => feedbacks.updateFeedback(ctx, kind, params.id, body.feedback.content)),
      handle(list, ({ ctx, user, query }) => listFeedbacks(ctx, user, kind, query)),
      handle(get, ({ ctx, params }) => getFeedback(ctx, kind, params.id)),
      handle(status, ({ ctx, user, params, body }) => feedbacks.setFeedbackStatus(ctx, user, kind, params.id, body)),
    ];
  }),

  // Escalations
  ...(['chat', 'ticket'] as const).flatMap((kind) => {
    const calls =
      kind === 'chat'
        ? [api.createChatEscalation, api.listChatEscalations, api.getChatEscalation, api.reviewChatEscalation]
        : [api.createTicketEscalation, api.listTicketEscalations, api.getTicketEscalation, api.reviewTicketEscalation];
    const [create, list, get, review] = calls as unknown as [
      typeof api.createChatEscalation,
      typeof api.listChatEscalations,
      typeof api.getChatEscalation,
      typeof api.reviewChatEscalation,
    ];
    return [
      handle(create, ({ ctx, user, body }) => escalations.createEscalation(ctx, user, kind, body)),
      handle(list, ({ ctx, user, query }) => listEscalations(ctx, user, kind, query)),
      handle(get, ({ ctx, params }) => getEscalation(ctx, kind, params.id)),
      handle(review, ({ ctx, user, params, body }) => escalations.reviewEscalation(ctx, user, kind, params.id, body)),
    ];
  }),
  handle(api.setEscalationStatus, ({ ctx, user, params, body }) =>
    escalations.setEscalationStatus(ctx, user, params.id, body.status),
  ),

  // Statistics
  handle(api.overallStatistics, ({ ctx, query }) => statistics.statisticsOf(ctx, query)),
  handle(api.usersStatistics, ({ ctx, query }) => usersStatisticsOf(ctx, query)),
  handle(api.userStatistics, ({ ctx, params, query }) => statistics.userStatisticsOf(ctx, params.userId, query)),

  // Ticket cron
  handle(api.listCronConfigs, ({ ctx }) => cron.listCronConfigs(ctx)),
  handle(api.createCronConfig, ({ ctx, body }) => cron.createCronConfig(ctx, body)),
  handle(api.getCronConfig, ({ ctx, params }) => cron.getCronConfig(ctx, params.id)),
  handle(api.updateCronConfig, ({ ctx, params, body }) => cron.updateCronConfig(ctx, params.id, body)),
  handle(api.deleteCronConfig, ({ ctx, params }) => cron.deleteCronConfig(ctx, params.id)),
];
