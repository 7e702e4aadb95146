import {
  claimOpenShift,
  listOpenShifts,
  listShiftCalendar,
  listShifts,
  listTeams,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useClaimOpenShift = endpointMutation(claimOpenShift, {
  invalidates: [listOpenShifts, listShifts, listShiftCalendar, listTeams],
  invalidateOnError: true,
});
