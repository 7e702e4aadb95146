// The comments calls (docs/dossier.md "Comments"): the dossier's chat and ticket comments, QC v1's dossier
// comments (the same rows, so every write refreshes every read) and the review categories.
import {
  chatComments,
  createChatComment,
  createQcDossierComment,
  createReviewCategory,
  createTicketComment,
  qcDossierComments,
  reviewCategories,
  ticketComments,
} from '@backoffice/contract/modules/dossier';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

const commentAnswers = [chatComments, ticketComments, qcDossierComments];

export const useChatComments = endpointQuery(chatComments, { keepPreviousData: true }).use;
export const useTicketComments = endpointQuery(ticketComments, { keepPreviousData: true }).use;
export const useQcDossierComments = endpointQuery(qcDossierComments, { keepPreviousData: true }).use;
export const useCreateChatComment = endpointMutation(createChatComment, { invalidates: commentAnswers });
export const useCreateTicketComment = endpointMutation(createTicketComment, { invalidates: commentAnswers });
export const useCreateQcDossierComment = endpointMutation(createQcDossierComment, { invalidates: commentAnswers });
export const useReviewCategories = endpointQuery(reviewCategories).use;
export const useCreateReviewCategory = endpointMutation(createReviewCategory, { invalidates: [reviewCategories] });
