import { listTypes } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useLeaveTypes = endpointQuery(listTypes).use;
