import { expandShiftCalendar, listShiftCalendar } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

/** The calendar's compact reply (docs/shifts.md), read as shifts with their names and hours. */
export const useShifts = endpointQuery(listShiftCalendar, { keepPreviousData: true, select: expandShiftCalendar }).use;
