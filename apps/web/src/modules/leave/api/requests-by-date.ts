import { requestsByDate } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRequestsByDate = endpointQuery(requestsByDate, { keepPreviousData: true }).use;
