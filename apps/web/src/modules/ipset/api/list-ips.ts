import { listIps } from '@backoffice/contract/modules/ipset';
import { endpointQuery } from '../../../core/endpoint-query';

export const useIps = endpointQuery(listIps, { keepPreviousData: true }).use;
