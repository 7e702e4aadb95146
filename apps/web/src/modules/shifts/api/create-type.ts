import { createType, listTypes } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateType = endpointMutation(createType, { invalidates: [listTypes] });
