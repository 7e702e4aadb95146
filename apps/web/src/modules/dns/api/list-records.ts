import { listRecords } from '@backoffice/contract/modules/dns';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRecords = endpointQuery(listRecords).use;
