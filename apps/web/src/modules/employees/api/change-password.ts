import { type ChangePasswordBody, changePassword } from '@backoffice/contract/modules/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/api';

/** POST /auth/password: the signed-in person's own password; their other sessions end. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => call(changePassword, { body }) });
}
