import { revokeDepartment } from '@backoffice/contract/modules/dns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { dnsDepartmentsKey } from './list-departments';

export function revokeDepartmentRequest(departmentId: number) {
  return call(revokeDepartment, { params: { id: departmentId } });
}

export function useRevokeDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDepartmentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dnsDepartmentsKey }),
  });
}
