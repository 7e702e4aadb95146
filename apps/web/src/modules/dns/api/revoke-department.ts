import { listDepartments, revokeDepartment } from '@backoffice/contract/modules/dns';
import { endpointMutation } from '../../../core/endpoint-query';

export const useRevokeDepartment = endpointMutation(revokeDepartment, {
  invalidates: [listDepartments],
  invalidateOnError: true,
});
