import { deleteDepartment } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { departmentReads } from './reads';

export const useDeleteDepartment = endpointMutation(deleteDepartment, { invalidates: departmentReads });
