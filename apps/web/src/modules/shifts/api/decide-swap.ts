import { decideSwap, listShiftCalendar, listShifts, listSwaps, listTeams } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDecideSwap = endpointMutation(decideSwap, {
  invalidates: [listSwaps, listShifts, listShiftCalendar, listTeams],
});
