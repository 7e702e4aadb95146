import { deleteAutomation, listAutomations, userAutomations } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteAutomation = endpointMutation(deleteAutomation, {
  invalidates: [listAutomations, userAutomations],
});
