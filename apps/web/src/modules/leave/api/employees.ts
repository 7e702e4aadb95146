import { employeesByIds } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

/** A lookup sent as POST (`{ ids, year }`), read like a query. */
export const useEmployees = endpointQuery(employeesByIds, { keepPreviousData: true }).use;
