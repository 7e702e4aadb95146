// The caller's reviews of today against the daily goal, and the manager's change of the goal.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useReviewProgress = endpointQuery(qa.getReviewProgress, { staleTime: 0 }).use;
export const useSetDailyGoal = endpointMutation(qa.setDailyGoal, { invalidates: [qa.getReviewProgress] });
