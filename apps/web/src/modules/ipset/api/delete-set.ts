import { deleteSet } from '@backoffice/contract/modules/ipset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { setsKey } from './list-sets';

export function deleteSetRequest(ref: string) {
  return call(deleteSet, { params: { id: ref } });
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetRequest,
    onSuccess: (set) => {
      queryClient.removeQueries({ queryKey: ['ipset', 'set', set.name] });
      queryClient.removeQueries({ queryKey: ['ipset', 'set', String(set.id)] });
      return queryClient.invalidateQueries({ queryKey: setsKey });
    },
  });
}
