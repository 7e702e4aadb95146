import { daysOff } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useDaysOff = endpointQuery(daysOff, { keepPreviousData: true }).use;
