import {
  bulkShifts,
  listShifts,
  listTeams,
  publishShifts,
  statistics,
  userShifts,
} from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const usePublishShifts = endpointMutation(publishShifts, {
  invalidates: [listShifts, listTeams, bulkShifts, userShifts, statistics],
});
