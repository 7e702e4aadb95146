import { scopeHolders } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const useScopeHolders = endpointQuery(scopeHolders, { keepPreviousData: true }).use;
