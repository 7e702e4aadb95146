import { type RoleUpdateBody, updateRole as updateRoleEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function updateRole(id: number, body: RoleUpdateBody) {
  return call(updateRoleEndpoint, { params: { id }, body });
}

export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleUpdateBody) => updateRole(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
