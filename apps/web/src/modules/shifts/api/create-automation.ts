import { createAutomation, listAutomations, userAutomations } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateAutomation = endpointMutation(createAutomation, {
  invalidates: [listAutomations, userAutomations],
});
