import { listSessions } from '@backoffice/contract/modules/auth';
import { endpointQuery } from '../../../core/endpoint-query';

/** The signed-in user's live sessions, the current one first (the profile page's Sessions card). */
export const sessionsQuery = endpointQuery(listSessions);
export const useSessions = sessionsQuery.use;
