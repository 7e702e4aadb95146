import { deleteAttendance, listAttendance } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteAttendance = endpointMutation(deleteAttendance, { invalidates: [listAttendance] });
