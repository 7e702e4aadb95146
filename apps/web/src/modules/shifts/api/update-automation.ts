import { getAutomation, listAutomations, updateAutomation, userAutomations } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateAutomation = endpointMutation(updateAutomation, {
  invalidates: [listAutomations, getAutomation, userAutomations],
});
