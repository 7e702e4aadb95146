import { listAllTags } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const allTagsQuery = endpointQuery(listAllTags);
export const useAllTags = allTagsQuery.use;
