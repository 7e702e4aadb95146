import { getTag, listActiveTags, listAllTags, updateTag } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateTag = endpointMutation(updateTag, { invalidates: [listAllTags, listActiveTags, getTag] });
