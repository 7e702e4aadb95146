import { deleteSet, getSet, listIps, listSets } from '@backoffice/contract/modules/ipset';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteSet = endpointMutation(deleteSet, {
  invalidates: [listSets],
  // Its screen may have cached it under its name or its id.
  onSuccess: (set, _input, queryClient) => {
    for (const endpoint of [getSet, listIps]) {
      for (const id of [set.name, String(set.id)]) queryClient.removeQueries({ queryKey: [endpoint.name, { id }] });
    }
  },
});
