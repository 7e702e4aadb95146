import { deleteIp } from '@backoffice/contract/modules/ipset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { setKey } from './get-set';
import { setsKey } from './list-sets';

/** A network travels URL-encoded (`10.0.0.0%2F24`): `call` fills the path with encodeURIComponent. */
export function deleteIpRequest({ set, ip }: { set: string; ip: string }) {
  return call(deleteIp, { params: { set, ip } });
}

export function useDeleteIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIpRequest,
    onSuccess: (result, { set }) => {
      queryClient.setQueryData(setKey(set), result.set);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: setKey(set) }),
        queryClient.invalidateQueries({ queryKey: setsKey }),
      ]);
    },
  });
}
