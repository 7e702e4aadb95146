import {
  createDepartment as createDepartmentEndpoint,
  type DepartmentBody,
} from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function createDepartment(body: DepartmentBody) {
  return call(createDepartmentEndpoint, { body });
}

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.departments }),
  });
}
