import { addIps } from '@backoffice/contract/modules/ipset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { setKey } from './get-set';
import { setsKey } from './list-sets';

/** 201 with `added` and `rejected` per line; 400 when no line could be saved. */
export function addIpsRequest({ set, ips }: { set: string; ips: string[] }) {
  return call(addIps, { params: { set }, body: { ips } });
}

export function useAddIps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIpsRequest,
    onSuccess: (result, { set }) => {
      queryClient.setQueryData(setKey(set), result.set);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: setKey(set) }),
        queryClient.invalidateQueries({ queryKey: setsKey }),
      ]);
    },
  });
}
