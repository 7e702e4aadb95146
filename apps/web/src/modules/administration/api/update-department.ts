import {
  type DepartmentBody,
  updateDepartment as updateDepartmentEndpoint,
} from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function updateDepartment(id: number, body: Partial<DepartmentBody>) {
  return call(updateDepartmentEndpoint, { params: { id }, body });
}

export function useUpdateDepartment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<DepartmentBody>) => updateDepartment(id, body),
    // Roles and users show their department's name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
