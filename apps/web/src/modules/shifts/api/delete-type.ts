import { deleteType, listTypes } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteType = endpointMutation(deleteType, { invalidates: [listTypes] });
