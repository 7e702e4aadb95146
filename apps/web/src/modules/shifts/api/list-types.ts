import { listTypes } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useShiftTypes = endpointQuery(listTypes).use;
