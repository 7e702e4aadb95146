import { updateEmployee } from '@backoffice/contract/modules/leave';
import { endpointMutation } from '../../../core/endpoint-query';
import { requestAnswers } from './answers';

export const useUpdateEmployee = endpointMutation(updateEmployee, { invalidates: requestAnswers });
