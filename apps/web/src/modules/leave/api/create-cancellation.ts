import { createCancellation } from '@backoffice/contract/modules/leave';
import { endpointMutation } from '../../../core/endpoint-query';
import { requestAnswers } from './answers';

export const useCreateCancellation = endpointMutation(createCancellation, { invalidates: requestAnswers });
