import { listAttendance } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useAttendance = endpointQuery(listAttendance, { keepPreviousData: true }).use;
