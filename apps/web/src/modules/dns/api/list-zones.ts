import { listZones } from '@backoffice/contract/modules/dns';
import { endpointQuery } from '../../../core/endpoint-query';

export const useZones = endpointQuery(listZones, { keepPreviousData: true }).use;
