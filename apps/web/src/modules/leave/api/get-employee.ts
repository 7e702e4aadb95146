import { getEmployee } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useEmployee = endpointQuery(getEmployee, { keepPreviousData: true }).use;
