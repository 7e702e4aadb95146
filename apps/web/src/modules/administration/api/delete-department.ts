import { deleteDepartment as deleteDepartmentEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function deleteDepartment(id: number) {
  return call(deleteDepartmentEndpoint, { body: { id } });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.departments }),
  });
}
