import { getType, listTypes, updateType } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateType = endpointMutation(updateType, { invalidates: [listTypes, getType] });
