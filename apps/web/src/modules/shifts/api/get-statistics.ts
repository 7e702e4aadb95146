import { statistics } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useShiftStatistics = endpointQuery(statistics, { keepPreviousData: true }).use;
