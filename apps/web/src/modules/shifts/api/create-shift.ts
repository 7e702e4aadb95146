import {
  bulkShifts,
  createShift,
  listShiftCalendar,
  listShifts,
  listTeams,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateShift = endpointMutation(createShift, {
  invalidates: [listShifts, listShiftCalendar, listTeams, bulkShifts, userShifts, statistics],
});
