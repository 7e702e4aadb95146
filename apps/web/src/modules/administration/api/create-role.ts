import { createRole as createRoleEndpoint, type RoleBody } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function createRole(body: RoleBody) {
  return call(createRoleEndpoint, { body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
