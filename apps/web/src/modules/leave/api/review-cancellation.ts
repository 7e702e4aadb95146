import { reviewCancellation } from '@backoffice/contract/modules/leave';
import { endpointMutation } from '../../../core/endpoint-query';
import { requestAnswers } from './answers';

export const useReviewCancellation = endpointMutation(reviewCancellation, {
  invalidates: requestAnswers,
  invalidateOnError: true,
});
