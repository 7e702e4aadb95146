import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '@backoffice/contract/modules/system';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useIntegrationKeys = endpointQuery(listIntegrationKeys).use;
export const useCreateIntegrationKey = endpointMutation(createIntegrationKey, { invalidates: [listIntegrationKeys] });
export const useRevokeIntegrationKey = endpointMutation(revokeIntegrationKey, { invalidates: [listIntegrationKeys] });
