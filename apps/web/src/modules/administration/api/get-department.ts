import { getDepartment } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const departmentQuery = endpointQuery(getDepartment);
