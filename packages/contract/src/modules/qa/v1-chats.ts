// QC v1 (spec §7 "QC v1"): the older calls, over the same data and rules as QC v2 (docs/qa.md "QC v1").
// The chats: the queue's claim, the chat lists, one chat, the review call, search, sync, clearing the
// queue and an agent's chats. Every shape is QC v2's (reviews.ts, conversations.ts).
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, listOf, pageQuery, recordId, scopes } from '../../http.js';
import { sortQuery } from '../../rules/sort.js';
import { chatSummary, conversationFilters } from './conversations.js';
import { archiveQuery, chatArchiveItem, chatDetail, chatReviewPatch, queueReply, review } from './reviews.js';

/** The columns a v1 chat list sorts by (spec §5: `direction` ASC or DESC only). */
export const V1_CHAT_SORT = ['startedAt', 'messageCount'] as const;

/** A page of chats (the chat list, the waiting ones, an agent's): QC v2's filters, sortable. */
export const v1ChatListQuery = pageQuery.extend(conversationFilters.shape).extend(sortQuery(V1_CHAT_SORT).shape);

const v1SearchParams = z.object({
  term: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
const pagedSort = pageQuery.extend(archiveQuery.pick({ sortBy: true, direction: true }).shape);

export const v1LastChat = endpoint({
  name: 'qa.v1LastChat',
  method: 'GET',
  path: '/qa-controller/chat/last',
  access: scopes('qa:chat:review'),
  summary:
    'Claim the next waiting chat from the same queue as QC v2 (two reviewers never get the same one); with `id`, that chat first',
  query: z.object({ id: recordId.optional() }),
  reply: queueReply(chatDetail, chatSummary),
});

export const v1Chats = endpoint({
  name: 'qa.v1Chats',
  method: 'GET',
  path: '/qa-controller/chat',
  access: scopes('qa:chat:read'),
  summary: 'Every chat, in any queue state, newest first; `sortBy` startedAt | messageCount',
  query: v1ChatListQuery,
  reply: listOf(chatSummary),
});

export const v1ReviewedChats = endpoint({
  name: 'qa.v1ReviewedChats',
  method: 'GET',
  path: '/qa-controller/chat/reviewed',
  access: scopes('qa:chat:read'),
  summary: 'The chat archive of QC v2: reviews with their chats; `sortBy` reviewedAt | conversationAt | score',
  query: archiveQuery,
  reply: listOf(chatArchiveItem),
});

export const v1UnreviewedChats = endpoint({
  name: 'qa.v1UnreviewedChats',
  method: 'GET',
  path: '/qa-controller/chat/unreviewed',
  access: scopes('qa:chat:read'),
  summary: 'The chats waiting in the queue (claimed or not); `sortBy` startedAt | messageCount',
  query: v1ChatListQuery,
  reply: listOf(chatSummary),
});

export const v1UnreviewedChatsPost = endpoint({
  name: 'qa.v1UnreviewedChatsPost',
  method: 'POST',
  path: '/qa-controller/chat/unreviewed',
  access: scopes('qa:chat:read'),
  readOnly: true,
  summary: 'The waiting chats, as the GET answers them (the older clients send it as a POST)',
  query: v1ChatListQuery,
  reply: listOf(chatSummary),
});

export const v1MyChats = endpoint({
  name: 'qa.v1MyChats',
  method: 'GET',
  path: '/qa-controller/chat/user',
  access: scopes('qa:chat:review'),
  summary: 'The caller’s unfinished reviews (saved for later, `reviewLater`) with their chats, newest first',
  query: pageQuery,
  reply: listOf(chatArchiveItem),
});

export const v1Chat = endpoint({
  name: 'qa.v1Chat',
  method: 'GET',
  path: '/qa-controller/chat/{id}',
  access: scopes('qa:chat:read'),
  // A reader of chats reads every chat, as the chat list shows them all.
  record: 'any',
  summary: 'A chat with its transcript, comments, notes and reviews (QC v2’s chat)',
  params: idParams,
  reply: chatDetail,
});

export const v1ReviewChat = endpoint({
  name: 'qa.v1ReviewChat',
  method: 'PATCH',
  path: '/qa-controller/chat/{id}',
  access: scopes('qa:chat:review'),
  // As QC v2's POST /reviews: a reviewer reviews any chat; only their own review is replaced.
  record: 'any',
  summary:
    'Review the chat (QC v2’s review call: a grade for each active criterion unless `reviewLater`); the caller’s earlier live review of it is replaced',
  params: idParams,
  body: chatReviewPatch,
  reply: review,
});

export const v1SearchChats = endpoint({
  name: 'qa.v1SearchChats',
  method: 'GET',
  path: '/qa-controller/chat/search/{term}',
  access: scopes('qa:chat:read'),
  // `term` is words to search, not a record.
  record: 'any',
  summary:
    'The chat archive searched in full text (transcript, customer); `sortBy` reviewedAt | conversationAt | score',
  params: v1SearchParams,
  query: pagedSort,
  reply: listOf(chatArchiveItem),
});

export const v1SyncChats = endpoint({
  name: 'qa.v1SyncChats',
  method: 'POST',
  path: '/qa-controller/chat/sync',
  access: scopes('qa:chat:read'),
  selfService: 'moves only the caller’s own sync mark; the chats themselves arrive through the ingestion API',
  summary:
    'The chat system pushes chats (POST /integrations/chats): answers how many arrived since the caller’s last sync, and never fails',
  reply: z.object({ arrived: z.number().int(), since: isoInstant.nullable() }),
});

export const v1ClearChatsBody = z
  .object({
    /** Waiting chats that started before this instant leave the queue. */
    timestamp: isoInstant,
    isDryRun: z.boolean().default(false),
  })
  .meta({ examples: [{ timestamp: '2026-01-01T00:00:00Z', isDryRun: true }] });

export const v1ClearChats = endpoint({
  name: 'qa.v1ClearChats',
  method: 'POST',
  path: '/qa-controller/chat/clear',
  access: scopes('qa:chat:settings'),
  summary:
    'Waiting chats that started before `timestamp` leave the queue (state out, kept with their reviews); a dry run only counts them',
  body: v1ClearChatsBody,
  reply: z.object({ cleared: z.number().int(), isDryRun: z.boolean() }),
});

export const v1AgentChats = endpoint({
  name: 'qa.v1AgentChats',
  method: 'POST',
  path: '/chat-controller/chats/agent',
  access: scopes('qa:chat:read'),
  readOnly: true,
  summary: 'The chats of the agent with this email (as the chat system sent it), less `reviewedIds`',
  query: v1ChatListQuery,
  body: z
    .object({
      email: z.string().trim().email('is not an email').max(320),
      reviewedIds: z.array(bodyId).max(10_000, 'must name at most 10000 chats').default([]),
    })
    .meta({ examples: [{ email: 'agent@example.com', reviewedIds: [] }] }),
  reply: listOf(chatSummary),
});
