import { listAttendants, updateAttendant, userAttendant } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateAttendant = endpointMutation(updateAttendant, { invalidates: [listAttendants, userAttendant] });
