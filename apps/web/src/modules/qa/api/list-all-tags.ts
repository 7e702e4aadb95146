import { listAllTags } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useAllTags = endpointQuery(listAllTags).use;
