import { createUser } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useCreateUser = endpointMutation(createUser, { invalidates: everyRead });
