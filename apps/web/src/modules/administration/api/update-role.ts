import { updateRole } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useUpdateRole = endpointMutation(updateRole, { invalidates: everyRead });
