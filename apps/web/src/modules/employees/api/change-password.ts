import { changePassword, listSessions } from '@backoffice/contract/modules/auth';
import { endpointMutation } from '../../../core/endpoint-query';

/** POST /auth/password: the signed-in person's own password; their other sessions end (the list follows). */
export const useChangePassword = endpointMutation(changePassword, { invalidates: [listSessions] });
