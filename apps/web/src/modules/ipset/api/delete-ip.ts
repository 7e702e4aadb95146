import { deleteIp, getSet, listIps, listSets } from '@backoffice/contract/modules/ipset';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedSet } from './get-set';

/** A network travels URL-encoded (`10.0.0.0%2F24`): `call` fills the path with encodeURIComponent. */
export const useDeleteIp = endpointMutation(deleteIp, {
  invalidates: [getSet, listIps, listSets],
  onSuccess: (result, { params }, queryClient) => seedSet(result.set, params.set, queryClient),
});
