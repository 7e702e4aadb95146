import { listScopes, syncScopes } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';

export const useSyncScopes = endpointMutation(syncScopes, { invalidates: [listScopes] });
