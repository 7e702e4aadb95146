import {
  bulkShifts,
  deleteShift,
  listShifts,
  listTeams,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteShift = endpointMutation(deleteShift, {
  invalidates: [listShifts, listTeams, bulkShifts, userShifts, statistics],
});
