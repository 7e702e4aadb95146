import { updateUser } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useUpdateUser = endpointMutation(updateUser, { invalidates: everyRead });
