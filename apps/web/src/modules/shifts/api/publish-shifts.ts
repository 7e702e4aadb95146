import {
  bulkShifts,
  listShiftCalendar,
  listShifts,
  listTeams,
  publishShifts,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const usePublishShifts = endpointMutation(publishShifts, {
  invalidates: [listShifts, listShiftCalendar, listTeams, bulkShifts, userShifts, statistics],
});
