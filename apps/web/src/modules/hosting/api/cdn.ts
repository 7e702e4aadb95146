// The CDN virtual host calls (one hook per endpoint).
import {
  cdnVhostRequests,
  clearCdnCache,
  countCdnVhosts,
  createCdnVhost,
  deleteCdnVhost,
  disableXdn,
  enableXdn,
  listCdnVhosts,
  listOriginVhosts,
} from '@backoffice/contract/modules/hosting';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

const touched = [listCdnVhosts, countCdnVhosts, cdnVhostRequests, listOriginVhosts];

export const useCdnVhosts = endpointQuery(listCdnVhosts, { keepPreviousData: true }).use;
export const useCdnCount = endpointQuery(countCdnVhosts).use;
export const useCdnRequests = endpointQuery(cdnVhostRequests).use;
export const useCreateCdnVhost = endpointMutation(createCdnVhost, { invalidates: touched });
export const useDeleteCdnVhost = endpointMutation(deleteCdnVhost, { invalidates: touched });
export const useClearCdnCache = endpointMutation(clearCdnCache, { invalidates: touched });
export const useEnableXdn = endpointMutation(enableXdn, { invalidates: touched });
export const useDisableXdn = endpointMutation(disableXdn, { invalidates: touched });
