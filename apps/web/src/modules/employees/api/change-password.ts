import { changePassword } from '@backoffice/contract/modules/auth';
import { endpointMutation } from '../../../core/endpoint-query';

/** POST /auth/password: the signed-in person's own password; their other sessions end. */
export const useChangePassword = endpointMutation(changePassword);
