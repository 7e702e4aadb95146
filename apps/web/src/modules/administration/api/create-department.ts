import { createDepartment } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { departmentReads } from './reads';

export const useCreateDepartment = endpointMutation(createDepartment, { invalidates: departmentReads });
