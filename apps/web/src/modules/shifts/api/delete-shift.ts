import {
  bulkShifts,
  deleteShift,
  listShiftCalendar,
  listShifts,
  listTeams,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteShift = endpointMutation(deleteShift, {
  invalidates: [listShifts, listShiftCalendar, listTeams, bulkShifts, userShifts, statistics],
});
