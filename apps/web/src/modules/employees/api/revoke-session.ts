import { listSessions, revokeSession } from '@backoffice/contract/modules/auth';
import { endpointMutation } from '../../../core/endpoint-query';

/** Signs out one of the user's other sessions; the list is fetched again either way. */
export const useRevokeSession = endpointMutation(revokeSession, {
  invalidates: [listSessions],
  invalidateOnError: true,
});
