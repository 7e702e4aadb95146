import { listOpenShifts } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useOpenShifts = endpointQuery(listOpenShifts, { keepPreviousData: true }).use;
