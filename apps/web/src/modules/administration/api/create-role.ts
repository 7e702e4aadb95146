import { createRole } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useCreateRole = endpointMutation(createRole, { invalidates: everyRead });
