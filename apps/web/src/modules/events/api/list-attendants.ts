import { listAttendants } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useAttendants = endpointQuery(listAttendants).use;
