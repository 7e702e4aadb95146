import { createSet, listSets } from '@backoffice/contract/modules/ipset';
import { endpointMutation } from '../../../core/endpoint-query';
import { seedSet } from './get-set';

export const useCreateSet = endpointMutation(createSet, {
  invalidates: [listSets],
  onSuccess: (set, _input, queryClient) => seedSet(set, set.name, queryClient),
});
