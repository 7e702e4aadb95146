import { usersOfDepartment } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const useUsersOfDepartment = endpointQuery(usersOfDepartment).use;
