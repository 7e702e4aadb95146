import { listDepartments } from '@backoffice/contract/modules/dns';
import { endpointQuery } from '../../../core/endpoint-query';

export const useDnsDepartments = endpointQuery(listDepartments).use;
