import { createTag, getTag, listActiveTags, listAllTags } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateTag = endpointMutation(createTag, { invalidates: [listAllTags, listActiveTags, getTag] });
