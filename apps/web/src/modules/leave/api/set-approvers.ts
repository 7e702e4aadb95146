import { departmentApprovers, listApprovers, pendingRequests, setApprovers } from '@backoffice/contract/modules/leave';
import { endpointMutation } from '../../../core/endpoint-query';

export const useSetApprovers = endpointMutation(setApprovers, {
  invalidates: [listApprovers, departmentApprovers, pendingRequests],
});
