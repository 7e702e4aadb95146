import { calendarRange, expandEventCalendar } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

/** The calendar's compact answer for a range (docs/events.md), read as occurrences. */
export const useRangeEvents = endpointQuery(calendarRange, { keepPreviousData: true, select: expandEventCalendar }).use;
