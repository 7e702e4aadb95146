import { usersOnDate } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

/** Some people's waiting and approved requests touching a date: a lookup sent as POST, read like a query. */
export const useUsersOnDate = endpointQuery(usersOnDate).use;
