import { claimOpenShift, listOpenShifts, listShifts, listTeams } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useClaimOpenShift = endpointMutation(claimOpenShift, {
  invalidates: [listOpenShifts, listShifts, listTeams],
  invalidateOnError: true,
});
