// QC v1's chat lists and sync (docs/qa.md "QC v1"): QC v2 keeps no plain list of chats (its archive lists
// reviews, its queue claims one), so the v1 lists are QC v2's conversation filters and summaries, paged
// by core's `paged()`. Everything else v1 does is a call into QC v2's services (chats.routes.ts).
import type { V1_CHAT_SORT } from '@backoffice/contract/modules/qa';
import { and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { inIds, type ListOrder } from '../../../core/db/lists.js';
import { settings } from '../../../core/db/schema.js';
import { qaChats } from '../schema/conversations.js';
import { type ConversationFilters, conversationPage, conversationWhere } from '../services/conversations.js';
import { waitingList } from '../services/queue.js';
import { KINDS } from '../services/shared.js';

type ChatListQuery = ConversationFilters & {
  page: number;
  take: number;
  sortBy?: (typeof V1_CHAT_SORT)[number] | undefined;
  direction: 'ASC' | 'DESC';
};

const ORDER: ListOrder<(typeof V1_CHAT_SORT)[number]> = {
  columns: { startedAt: qaChats.startedAt, messageCount: qaChats.messageCount },
  fallback: [desc(qaChats.startedAt), desc(qaChats.id)],
  tiebreak: qaChats.id,
};

/** Which chats a v1 list shows, besides the filters: all, the waiting ones, an agent's less some ids. */
export type ChatSelection = { all: true } | { waiting: true } | { agentEmail: string; except: number[] };

function agentWhere(agentEmail: string, except: number[]): SQL[] {
  // The emails as the chat system sent them (lower-cased by the ingestion), known to us or not.
  const where = [sql`${agentEmail.toLowerCase()} = ANY(${qaChats.agentEmails})`];
  if (except.length) where.push(sql`NOT ${inIds(qaChats.id, except)}`);
  return where;
}

/**
 * A page of chat summaries: the v1 chat list, the waiting chats (what the queue offers, as the v2
 * queue counts them), an agent's chats.
 */
export function chatList(ctx: AppContext, q: ChatListQuery, selection: ChatSelection) {
  if ('waiting' in selection) return waitingList(ctx, 'chat', q, ORDER) as never;
  const k = KINDS.chat;
  const selected = 'agentEmail' in selection ? agentWhere(selection.agentEmail, selection.except) : [];
  return conversationPage(ctx, k, q, and(...conversationWhere(ctx, k, q), ...selected), ORDER) as never;
}

const syncKey = (userId: number) => `qa.v1ChatSync.${userId}`;

/**
 * `POST chat/sync`: the chat system pushes its chats (ingestion), so v1's pull is a question — how many
 * arrived since the caller's last sync. The mark is the caller's own row of the core settings table.
 */
export function syncChats(ctx: AppContext, userId: number) {
  return ctx.db.transaction(async (tx) => {
    const key = syncKey(userId);
    const [mark] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    const since = mark ? new Date(mark.value) : null;
    // Up to now inclusive, from the last mark exclusive: a chat is counted by one sync only.
    const now = new Date();
    const [arrived] = await tx
      .select({ n: count() })
      .from(qaChats)
      .where(and(lte(qaChats.createdAt, now), since ? gt(qaChats.createdAt, since) : undefined));
    const at = now.toISOString();
    await tx
      .insert(settings)
      .values({ key, value: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: at } });
    auditChange(tx, { entity: 'qa-v1-chat-sync', entityId: userId, after: { since: at } });
    return { arrived: Number(arrived?.n ?? 0), since: since?.toISOString() ?? null };
  });
}
