import { listSessions, revokeOtherSessions } from '@backoffice/contract/modules/auth';
import { endpointMutation } from '../../../core/endpoint-query';

/** "Sign out everywhere else": every session of the user but this one. */
export const useRevokeOtherSessions = endpointMutation(revokeOtherSessions, {
  invalidates: [listSessions],
  invalidateOnError: true,
});
