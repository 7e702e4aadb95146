// The server calls (one hook per endpoint).
import {
  createServer,
  deleteServer,
  listServers,
  listServerTypes,
  listWebsites,
  setServerStatus,
  updateServer,
  viewServer,
} from '@backoffice/contract/modules/hosting';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useServers = endpointQuery(listServers, { keepPreviousData: true }).use;
export const useServerTypes = endpointQuery(listServerTypes, { staleTime: Number.POSITIVE_INFINITY }).use;
export const serverQuery = endpointQuery(viewServer);
export const useServer = serverQuery.use;
export const useCreateServer = endpointMutation(createServer, { invalidates: [listServers] });
export const useUpdateServer = endpointMutation(updateServer, { invalidates: [listServers, viewServer, listWebsites] });
export const useSetServerStatus = endpointMutation(setServerStatus, {
  invalidates: [listServers, viewServer, listWebsites],
});
export const useDeleteServer = endpointMutation(deleteServer, { invalidates: [listServers] });
