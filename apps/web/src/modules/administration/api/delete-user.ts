import { deleteUser } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useDeleteUser = endpointMutation(deleteUser, { invalidates: everyRead });
