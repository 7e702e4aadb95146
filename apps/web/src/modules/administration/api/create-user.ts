import { type CreateUserBody, createUser as createUserEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function createUser(body: CreateUserBody) {
  return call(createUserEndpoint, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // Departments and roles count their users.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
