// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1"). The chats: the same
// queue, archive, chat detail and review call as QC v2, so a v1 review is a row of the same tables.
import * as api from '@backoffice/contract/modules/qa';
import type { Handler } from '../../../core/http.js';
import { handle } from '../../../core/http.js';
import { archive } from '../services/archive.js';
import { detailOf } from '../services/conversations.js';
import { clearWaiting, openQueue } from '../services/queue.js';
import { createReview } from '../services/reviews.js';
import { KINDS } from '../services/shared.js';
import { chatList, syncChats } from './chats.js';

/** What v1's archive reads leave to QC v2's defaults: live and deleted reviews, deferred ones apart. */
const archiveDefaults = { deleted: 'with', direction: 'DESC' } as const;

export const handlers: Handler[] = [
  handle(api.v1LastChat, ({ ctx, user, query }) => openQueue(ctx, user, 'chat', {}, query.id)),
  handle(api.v1Chats, ({ ctx, query }) => chatList(ctx, query, { all: true })),
  handle(api.v1ReviewedChats, ({ ctx, query }) => archive(ctx, 'chat', query)),
  handle(api.v1UnreviewedChats, ({ ctx, query }) => chatList(ctx, query, { waiting: true })),
  handle(api.v1UnreviewedChatsPost, ({ ctx, query }) => chatList(ctx, query, { waiting: true })),
  handle(api.v1MyChats, ({ ctx, user, query }) =>
    archive(ctx, 'chat', {
      ...query,
      ...archiveDefaults,
      deleted: 'without',
      reviewerId: user.id,
      reviewLater: 'true',
    }),
  ),
  handle(api.v1Chat, ({ ctx, params }) => detailOf(ctx, KINDS.chat, params.id) as never),
  // v1's body is QC v2's review body without `chatId`, which the path names.
  handle(api.v1ReviewChat, ({ ctx, user, params, body }) => createReview(ctx, user, 'chat', params.id, body)),
  handle(api.v1SearchChats, ({ ctx, params, query }) =>
    archive(ctx, 'chat', { ...archiveDefaults, ...query, search: params.term }),
  ),
  handle(api.v1SyncChats, ({ ctx, user }) => syncChats(ctx, user.id)),
  handle(api.v1ClearChats, ({ ctx, body }) => clearWaiting(ctx, 'chat', body.timestamp, body.isDryRun)),
  handle(api.v1AgentChats, ({ ctx, query, body }) =>
    chatList(ctx, query, { agentEmail: body.email, except: body.reviewedIds }),
  ),
];
