import {
  bulkShifts,
  createShift,
  listShifts,
  listTeams,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateShift = endpointMutation(createShift, {
  invalidates: [listShifts, listTeams, bulkShifts, userShifts, statistics],
});
