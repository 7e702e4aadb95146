import { getType } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useShiftType = endpointQuery(getType).use;
