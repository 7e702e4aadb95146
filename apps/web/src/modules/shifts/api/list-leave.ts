import { awayBetween, expandAwayCalendar } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

/** Who is away (the leave calendar's compact answer), for planners holding calendar:leave:create. */
export const useLeaveBetween = endpointQuery(awayBetween, { keepPreviousData: true, select: expandAwayCalendar }).use;
