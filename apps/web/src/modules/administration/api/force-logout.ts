import { forceLogout as forceLogoutEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/api';

export function forceLogout(userId: number) {
  return call(forceLogoutEndpoint, { body: { userId } });
}

export function useForceLogout() {
  return useMutation({ mutationFn: forceLogout });
}
