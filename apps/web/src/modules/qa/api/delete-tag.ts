import { deleteTag, getTag, listActiveTags, listAllTags } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteTag = endpointMutation(deleteTag, { invalidates: [listAllTags, listActiveTags, getTag] });
