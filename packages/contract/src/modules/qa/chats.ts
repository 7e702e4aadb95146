// The chat calls of QC v2 (spec §7 "QC v2" chats): the queue, the archive, a chat, its tags and its
// reviews. The shapes: reviews.ts.
import { z } from 'zod';
import { endpoint, idParams, listOf, owner, scopes } from '../../http.js';
import { chatSummary, tagRef } from './conversations.js';
import {
  archiveQuery,
  chatArchiveItem,
  chatDetail,
  chatReviewBody,
  chatReviewPatch,
  QUEUE_LEASE_MINUTES,
  queueQuery,
  queueReply,
  review,
  reviewDeleted,
  tagsBody,
} from './reviews.js';
// ---- Chat endpoints ----

export const chatQueue = endpoint({
  name: 'qa.chatQueue',
  method: 'GET',
  path: '/chat-controller-v2/chats/queue',
  access: scopes('qa:chat:review'),
  summary: `The next waiting chat, oldest first, claimed for the caller for ${QUEUE_LEASE_MINUTES} minutes (two reviewers never get the same one)`,
  query: queueQuery,
  reply: queueReply(chatDetail, chatSummary),
});

export const chatArchive = endpoint({
  name: 'qa.chatArchive',
  method: 'GET',
  path: '/chat-controller-v2/chats/archive',
  access: scopes('qa:chat:review'),
  summary:
    'Chat reviews with their chats, newest first; `sortBy` reviewedAt | conversationAt | score, `direction` ASC | DESC',
  query: archiveQuery,
  reply: listOf(chatArchiveItem),
});

export const getChat = endpoint({
  name: 'qa.getChat',
  method: 'GET',
  path: '/chat-controller-v2/chats/{id}',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'A chat with its transcript, comments, notes and reviews',
  params: idParams,
  reply: chatDetail,
});

export const tagChat = endpoint({
  name: 'qa.tagChat',
  method: 'POST',
  path: '/chat-controller-v2/chats/{id}/tags',
  access: scopes('qa:chat:review'),
  record: 'any',
  summary: 'Set the tags of a chat (the queue filters by them)',
  params: idParams,
  body: tagsBody,
  reply: z.array(tagRef),
});

export const createChatReview = endpoint({
  name: 'qa.createChatReview',
  method: 'POST',
  path: '/chat-controller-v2/reviews',
  access: scopes('qa:chat:review'),
  summary:
    'Review a chat (a grade for each active criterion unless `reviewLater`); the caller’s earlier live review of it is replaced',
  body: chatReviewBody,
  status: 201,
  reply: review,
});

export const updateChatReview = endpoint({
  name: 'qa.updateChatReview',
  method: 'PATCH',
  path: '/chat-controller-v2/reviews/{id}',
  access: scopes('qa:chat:review'),
  record: owner('qa.chatReview', { or: 'qa:manager' }),
  summary: 'Change a chat review (its reviewer, or a QC manager)',
  params: idParams,
  body: chatReviewPatch,
  reply: review,
});

export const deleteChatReview = endpoint({
  name: 'qa.deleteChatReview',
  method: 'DELETE',
  path: '/chat-controller-v2/reviews/{id}',
  access: scopes('qa:chat:review'),
  record: owner('qa.chatReview', { or: 'qa:manager' }),
  summary:
    'Delete a chat review (soft: it counts nowhere and shows as deleted; the chat waits again if no review is left)',
  params: idParams,
  reply: reviewDeleted,
});
