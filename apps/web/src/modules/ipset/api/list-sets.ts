import { listSets } from '@backoffice/contract/modules/ipset';
import { endpointQuery } from '../../../core/endpoint-query';

export const useSets = endpointQuery(listSets, { keepPreviousData: true }).use;
