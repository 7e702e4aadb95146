import { syncScopes as syncScopesEndpoint } from '@backoffice/contract/modules/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { adminKeys } from './keys';

export function syncScopes() {
  return call(syncScopesEndpoint);
}

export function useSyncScopes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncScopes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.scopes }),
  });
}
