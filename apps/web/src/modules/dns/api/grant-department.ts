import { grantDepartment } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { dnsDepartmentsKey } from './list-departments';

export function grantDepartmentRequest(departmentId: number) {
  return call(grantDepartment, { body: { id: departmentId } });
}

export function useGrantDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantDepartmentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dnsDepartmentsKey }),
  });
}
