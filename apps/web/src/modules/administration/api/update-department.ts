import { updateDepartment } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

// Roles and users show their department's name.
export const useUpdateDepartment = endpointMutation(updateDepartment, { invalidates: everyRead });
