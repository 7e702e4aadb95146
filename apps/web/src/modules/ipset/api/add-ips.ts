import { addIps, getSet, listIps, listSets } from '@backoffice/contract/modules/ipset';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedSet } from './get-set';

/** 201 with `added` and `rejected` per line; 400 when no line could be saved. */
export const useAddIps = endpointMutation(addIps, {
  invalidates: [getSet, listIps, listSets],
  onSuccess: (result, { params }, queryClient) => seedSet(result.set, params.set, queryClient),
});
