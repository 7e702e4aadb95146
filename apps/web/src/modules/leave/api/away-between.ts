import { awayBetween, expandAwayCalendar } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

/** Who is away, the calendar's compact answer (docs/leave.md), read as requests. */
export const useAwayBetween = endpointQuery(awayBetween, { keepPreviousData: true, select: expandAwayCalendar }).use;
