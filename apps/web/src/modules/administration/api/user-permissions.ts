import { userPermissionsOf } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUserPermissions = endpointQuery(userPermissionsOf).use;
