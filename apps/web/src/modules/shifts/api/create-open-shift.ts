import { createOpenShift, listOpenShifts } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateOpenShift = endpointMutation(createOpenShift, { invalidates: [listOpenShifts] });
