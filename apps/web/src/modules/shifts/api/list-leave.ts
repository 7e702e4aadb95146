import { requestsByDate } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

/** Who is away (the leave calendar's answer), for planners holding calendar:leave:create. */
export const useLeaveBetween = endpointQuery(requestsByDate, { keepPreviousData: true }).use;
