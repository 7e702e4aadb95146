// Feedbacks, escalations and statistics (issue 11): the calls of their screens.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

// QC v1's reads of the same feedbacks and escalations (api/v1-follow-up.ts) go stale with them.
const feedbackReads = [
  qa.listChatFeedbacks,
  qa.listTicketFeedbacks,
  qa.getChatFeedback,
  qa.getTicketFeedback,
  qa.v1ListFeedbacks,
  qa.v1SearchFeedbacks,
  qa.v1UserFeedbacks,
  qa.v1GetFeedback,
];
// A resolved dispute may regrade the review: the conversation, archive and statistics follow.
const reviewReads = [
  qa.getChat,
  qa.getTicket,
  qa.chatArchive,
  qa.ticketArchive,
  qa.overallStatistics,
  qa.usersStatistics,
  qa.v1Statistic,
  qa.v1AgentStatistic,
];

export const useChatFeedbacks = endpointQuery(qa.listChatFeedbacks, { keepPreviousData: true }).use;
export const useTicketFeedbacks = endpointQuery(qa.listTicketFeedbacks, { keepPreviousData: true }).use;
export const useChatFeedback = endpointQuery(qa.getChatFeedback).use;
export const useTicketFeedback = endpointQuery(qa.getTicketFeedback).use;
export const useCreateChatFeedback = endpointMutation(qa.createChatFeedback, { invalidates: feedbackReads });
export const useCreateTicketFeedback = endpointMutation(qa.createTicketFeedback, { invalidates: feedbackReads });
export const useSetChatFeedbackStatus = endpointMutation(qa.setChatFeedbackStatus, {
  invalidates: [...feedbackReads, ...reviewReads],
});
export const useSetTicketFeedbackStatus = endpointMutation(qa.setTicketFeedbackStatus, {
  invalidates: [...feedbackReads, ...reviewReads],
});

const escalationReads = [
  qa.listChatEscalations,
  qa.listTicketEscalations,
  qa.getChatEscalation,
  qa.getTicketEscalation,
  qa.v1ListEscalations,
  qa.v1SearchEscalations,
  qa.v1ConversationEscalations,
  qa.v1GetEscalation,
];
export const useChatEscalations = endpointQuery(qa.listChatEscalations, { keepPreviousData: true }).use;
export const useTicketEscalations = endpointQuery(qa.listTicketEscalations, { keepPreviousData: true }).use;
export const useChatEscalation = endpointQuery(qa.getChatEscalation).use;
export const useTicketEscalation = endpointQuery(qa.getTicketEscalation).use;
export const useCreateChatEscalation = endpointMutation(qa.createChatEscalation, { invalidates: escalationReads });
export const useCreateTicketEscalation = endpointMutation(qa.createTicketEscalation, { invalidates: escalationReads });
export const useSetEscalationStatus = endpointMutation(qa.setEscalationStatus, { invalidates: escalationReads });
export const useReviewChatEscalation = endpointMutation(qa.reviewChatEscalation, {
  invalidates: [...escalationReads, ...reviewReads],
});
export const useReviewTicketEscalation = endpointMutation(qa.reviewTicketEscalation, {
  invalidates: [...escalationReads, ...reviewReads],
});

export const useOverallStatistics = endpointQuery(qa.overallStatistics, { keepPreviousData: true }).use;
export const useUsersStatistics = endpointQuery(qa.usersStatistics, { keepPreviousData: true }).use;
export const useUserStatistics = endpointQuery(qa.userStatistics, { keepPreviousData: true }).use;
