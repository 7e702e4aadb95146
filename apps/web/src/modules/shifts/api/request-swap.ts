import { listSwaps, requestSwap } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useRequestSwap = endpointMutation(requestSwap, { invalidates: [listSwaps] });
