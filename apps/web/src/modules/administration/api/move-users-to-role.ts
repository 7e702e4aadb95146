import { moveUsersToRole } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';
import { everyRead } from './reads';

export const useMoveUsersToRole = endpointMutation(moveUsersToRole, { invalidates: everyRead });
