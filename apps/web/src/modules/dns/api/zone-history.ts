import { zoneHistory } from '@backoffice/contract/modules/dns';
import { endpointQuery } from '../../../core/endpoint-query';

export const useZoneHistory = endpointQuery(zoneHistory, { keepPreviousData: true }).use;
