import { reviewRequest } from '@backoffice/contract/modules/leave';
import { endpointMutation } from '../../../core/endpoint-query';
import { requestAnswers } from './answers';

export const useReviewRequest = endpointMutation(reviewRequest, {
  invalidates: requestAnswers,
  invalidateOnError: true,
});
