// Hosting's server list, which the form picks the account's server from (server:server:read).
import { listServers } from '@backoffice/contract/modules/hosting';
import { endpointQuery } from '../../../core/endpoint-query';

export const useServers = endpointQuery(listServers, { keepPreviousData: true }).use;
