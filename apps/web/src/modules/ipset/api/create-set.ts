import type { BodyOf } from '@backoffice/contract/http';
import { createSet } from '@backoffice/contract/modules/ipset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { setKey } from './get-set';
import { setsKey } from './list-sets';

export type CreateSetRequest = BodyOf<typeof createSet>;

export function createSetRequest(body: CreateSetRequest) {
  return call(createSet, { body });
}

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSetRequest,
    onSuccess: (set) => {
      queryClient.setQueryData(setKey(set.name), set);
      return queryClient.invalidateQueries({ queryKey: setsKey });
    },
  });
}
