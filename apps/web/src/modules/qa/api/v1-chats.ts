// QC v1's chat calls (docs/qa.md "QC v1"): the queue's claim (chat/last), the archive, the waiting chats,
// one chat and the review call. They read and write QC v2's data, so a v1 change refreshes the v2 reads too.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

// chat/last claims on every read: never served from the cache.
export const useV1LastChat = endpointQuery(qa.v1LastChat, { staleTime: 0 }).use;
export const useV1ReviewedChats = endpointQuery(qa.v1ReviewedChats, { keepPreviousData: true }).use;
export const useV1UnreviewedChats = endpointQuery(qa.v1UnreviewedChats, { keepPreviousData: true }).use;
export const useV1Chat = endpointQuery(qa.v1Chat).use;

export const useV1ReviewChat = endpointMutation(qa.v1ReviewChat, {
  invalidates: [qa.v1Chat, qa.v1ReviewedChats, qa.v1UnreviewedChats, qa.getChat, qa.chatArchive, qa.getReviewProgress],
});
