// The dossier feedback calls as queries and mutations (docs/dossier.md "Feedback").
import {
  createDossierFeedback,
  deleteDossierFeedback,
  getDossierFeedback,
  listAgentFeedbacks,
  listDossierFeedbackCategories,
  listDossierFeedbackTypes,
  updateDossierFeedback,
} from '@backoffice/contract/modules/dossier';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const agentFeedbacksQuery = endpointQuery(listAgentFeedbacks, { keepPreviousData: true });
export const useAgentFeedbacks = agentFeedbacksQuery.use;
export const feedbackQuery = endpointQuery(getDossierFeedback);
export const useFeedback = feedbackQuery.use;
export const useFeedbackCategories = endpointQuery(listDossierFeedbackCategories, { staleTime: 300_000 }).use;
export const useFeedbackTypes = endpointQuery(listDossierFeedbackTypes, { staleTime: 300_000 }).use;

const changed = [listAgentFeedbacks, getDossierFeedback];
export const useCreateFeedback = endpointMutation(createDossierFeedback, { invalidates: changed });
export const useUpdateFeedback = endpointMutation(updateDossierFeedback, { invalidates: changed });
export const useDeleteFeedback = endpointMutation(deleteDossierFeedback, { invalidates: changed });
