import { type MoveUsersBody, moveUsersToRole as moveEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function moveUsersToRole(body: MoveUsersBody) {
  return call(moveEndpoint, { body });
}

export function useMoveUsersToRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveUsersToRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
