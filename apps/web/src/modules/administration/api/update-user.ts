import { type UserData, updateUser as updateUserEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function updateUser(id: number, userData: UserData) {
  return call(updateUserEndpoint, { params: { id }, body: { userData } });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userData: UserData) => updateUser(id, userData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
