import { listAutomations } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useAutomations = endpointQuery(listAutomations).use;
