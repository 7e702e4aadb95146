import { rolesOfDepartment } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRolesOfDepartment = endpointQuery(rolesOfDepartment).use;
