import { listShifts } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useShifts = endpointQuery(listShifts, { keepPreviousData: true }).use;
