import { deleteRole } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useDeleteRole = endpointMutation(deleteRole, { invalidates: everyRead });
