import { grantDepartment, listDepartments } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';

export const useGrantDepartment = endpointMutation(grantDepartment, {
  invalidates: [listDepartments],
  invalidateOnError: true,
});
