// The website (origin virtual host) and PHP module calls (one hook per endpoint).
import {
  addPhpModule,
  createOriginVhost,
  deleteOriginVhost,
  getWebsite,
  listOriginVhosts,
  listPhpModules,
  listServers,
  listWebsites,
  originVhostConfig,
  updateOriginVhost,
  viewServer,
} from '@backoffice/contract/modules/hosting';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

const touched = [listOriginVhosts, listWebsites, getWebsite, viewServer, listServers, listPhpModules];

export const useOriginVhosts = endpointQuery(listOriginVhosts, { keepPreviousData: true }).use;
export const websiteQuery = endpointQuery(getWebsite);
export const useWebsiteConfig = endpointQuery(originVhostConfig).use;
export const usePhpModules = endpointQuery(listPhpModules).use;
export const useCreateOriginVhost = endpointMutation(createOriginVhost, { invalidates: touched });
export const useUpdateOriginVhost = endpointMutation(updateOriginVhost, {
  invalidates: [...touched, originVhostConfig],
});
export const useDeleteOriginVhost = endpointMutation(deleteOriginVhost, { invalidates: touched });
export const useAddPhpModule = endpointMutation(addPhpModule, { invalidates: [listPhpModules] });
