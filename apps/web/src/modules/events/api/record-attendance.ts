import { listAttendance, recordAttendance } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';

export const useRecordAttendance = endpointMutation(recordAttendance, { invalidates: [listAttendance] });
