import { deleteRole as deleteRoleEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function deleteRole(id: number) {
  return call(deleteRoleEndpoint, { body: { id } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
