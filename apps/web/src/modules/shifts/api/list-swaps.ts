import { listSwaps } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useSwaps = endpointQuery(listSwaps).use;
