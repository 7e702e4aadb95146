// The review screens' calls: the queue (which claims), the archive, one conversation, and the changes
// made from them. A change refreshes the conversation, the archive and the queue numbers.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

// The queue claims on every read: never served from the cache.
// The queues are the routes' early calls: the answer the page drew the conversation from is their first drawing's.
export const useChatQueue = endpointQuery(qa.chatQueue, { staleTime: 0, early: true }).use;
export const useTicketQueue = endpointQuery(qa.ticketQueue, { staleTime: 0, early: true }).use;
export const useChatArchive = endpointQuery(qa.chatArchive, { keepPreviousData: true }).use;
export const useTicketArchive = endpointQuery(qa.ticketArchive, { keepPreviousData: true }).use;
export const useChat = endpointQuery(qa.getChat).use;
export const useTicket = endpointQuery(qa.getTicket).use;

// A review made, changed or deleted also moves the reviewer's count toward the daily goal.
// QC v1's screens read the same chats and tickets through the v1 calls (api/v1-*.ts).
const touched = [
  qa.getChat,
  qa.getTicket,
  qa.chatArchive,
  qa.ticketArchive,
  qa.getReviewProgress,
  qa.v1GetTicket,
  qa.v1ListTickets,
  qa.v1Chat,
  qa.v1ReviewedChats,
  qa.v1UnreviewedChats,
];

export const useCreateChatReview = endpointMutation(qa.createChatReview, { invalidates: touched });
export const useUpdateChatReview = endpointMutation(qa.updateChatReview, { invalidates: touched });
export const useDeleteChatReview = endpointMutation(qa.deleteChatReview, { invalidates: touched });
export const useCreateTicketReview = endpointMutation(qa.createTicketReview, { invalidates: touched });
export const useDeleteTicketReview = endpointMutation(qa.deleteTicketReview, { invalidates: touched });
export const useTagChat = endpointMutation(qa.tagChat, { invalidates: touched });
export const useTagTicket = endpointMutation(qa.tagTicket, { invalidates: touched });
