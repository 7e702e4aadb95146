// Conversations from the chat and ticket systems (`POST /integrations/chats` and `/tickets`, integration
// keys): a batch is kept in one transaction, each conversation upserted on its external id (sent again,
// it is updated with its messages or replies, never doubled), its agents matched to users by email.
import { createHash } from 'node:crypto';
import type { ingestChat, ingestTicket } from '@backoffice/contract/modules/qa';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditChange } from '../../../core/audit.js';
import type { IntegrationCaller } from '../../../core/auth/integration-keys.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import {
  qaChatAgents,
  qaChatMessages,
  qaChats,
  qaTicketAgents,
  qaTicketReplies,
  qaTickets,
} from '../schema/conversations.js';
import {
  deleteAgentsNotNamed,
  deleteLinesBeyond,
  insertRows,
  type KeptRow,
  keptConversations,
  SEARCH_CHARS,
  upsertConversations,
} from './ingest.queries.js';

type Chat = z.output<typeof ingestChat>;
type Ticket = z.output<typeof ingestTicket>;

/** Users by their email, lower-cased. */
async function usersByEmail(tx: Tx, emails: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

interface Kept {
  ids: KeptRow[];
  unknownAgents: string[];
}

/** A later batch may name one conversation twice: the last one sent wins. */
const lastOfEach = <T extends { externalId: string }>(items: T[]) => [
  ...new Map(items.map((i) => [i.externalId, i])).values(),
];

/**
 * The text of the full-text document: the lines joined by spaces (null without any), cut where it can no
 * longer reach SEARCH_CHARS characters (a character is one or two UTF-16 units); the database cuts it exactly.
 */
const transcriptOf = (texts: string[]) => (texts.length ? texts.join(' ').slice(0, 2 * SEARCH_CHARS) : null);

/**
 * What a conversation's rows are made of: the conversation as sent (the contract's parsed value, its keys
 * in the schema's order) and the users its agents' emails name now. Kept with the conversation: sent again
 * with the same hash, its rows would be written as they are, so nothing is written (a sender's retry, or a
 * system that sends every open conversation on a schedule). The version changes when the rows made from
 * the same input change (a new column, another cut), so that everything is written once more.
 */
const CONTENT_VERSION = 1;
function contentHash(item: unknown, agentIds: readonly number[]): string {
  return createHash('sha1')
    .update(`${CONTENT_VERSION}\u0000${JSON.stringify(item)}\u0000${agentIds.join(',')}`)
    .digest('base64url');
}

/**
 * The rows go to the database as JSON (ingest.queries.ts): times as the sender wrote them, ISO instants with
 * their offset (the contract checks), which PostgreSQL reads as they are — not through a Date and back (3 µs
 * a line). Each row is one object literal: a property added after a spread costs V8 a slow runtime call
 * (docs/performance.md "Object spread").
 *
 * Keeps a batch in one transaction of five to seven statements whatever its size (docs/qa.md "Conversations
 * (ingestion)"): the agents' users, the batch's conversations already kept (locked), the new and changed ones
 * upserted with their search documents, the lines and agents the changed ones no longer have deleted, then
 * their lines and agents written at their places — each table's rows in one statement (ingest.queries.ts) —
 * and one audit row. A conversation sent again as it was kept (`contentHash`) writes nothing.
 */
async function keep<T extends { externalId: string; agents: { email: string }[] }>(
  ctx: AppContext,
  caller: IntegrationCaller,
  entity: string,
  batch: T[],
  spec: {
    table: Parameters<typeof upsertConversations>[1] & Parameters<typeof keptConversations>[1];
    row: (item: T) => Record<string, unknown>;
    /** The values of the full-text document before the transcript, by the row's keys. */
    searched: string[];
    children: {
      table: PgTable;
      parent: PgColumn;
      position: PgColumn;
      rows: (item: T, id: number) => Record<string, unknown>[];
      texts: (item: T) => string[];
    };
    agents: { table: PgTable; parent: PgColumn; user: PgColumn; key: string };
  },
): Promise<Kept> {
  const items = lastOfEach(batch);
  return ctx.db.transaction(async (tx) => {
    const byEmail = await usersByEmail(
      tx,
      items.flatMap((i) => i.agents.map((a) => a.email)),
    );
    // The users each conversation's agents name, once per conversation: its hash and its agent rows.
    const agentIds = new Map(
      items.map((i) => [
        i.externalId,
        [...new Set(i.agents.map((a) => byEmail.get(a.email.toLowerCase())).filter((id) => id !== undefined))],
      ]),
    );
    // Those kept already whose content is what they hold: known, left as they are (no row, line, agent or
    // search document written). The others are written.
    const hashes = new Map(items.map((i) => [i.externalId, contentHash(i, agentIds.get(i.externalId)!)]));
    const kept = await keptConversations(
      tx,
      spec.table,
      items.map((i) => i.externalId),
    );
    const unchanged = new Map(
      kept.filter((k) => k.contentHash === hashes.get(k.externalId)).map((k) => [k.externalId, k.id]),
    );
    const written = items.filter((i) => !unchanged.has(i.externalId));
    const upserted = written.length
      ? await upsertConversations(
          tx,
          spec.table,
          // Onto the row `spec.row` made: not a spread (see above).
          written.map((i) =>
            Object.assign(spec.row(i), {
              externalId: i.externalId,
              contentHash: hashes.get(i.externalId),
              transcript: transcriptOf(spec.children.texts(i)),
            }),
          ),
          spec.searched,
        )
      : [];
    const byExternal = new Map(upserted.map((r) => [r.externalId, r]));
    const idOf = (i: T) => byExternal.get(i.externalId)!.id;
    // What the system sends last is the conversation, written at its places: a line at a new place is
    // inserted, a changed one updated in place (its id, and the comments on it, stay), one as kept left,
    // and those beyond the lines sent deleted; agents no longer named deleted, new ones added. A new
    // conversation has none yet.
    const lines = written.map((i) => spec.children.rows(i, idOf(i)));
    const isNew = written.map((i) => byExternal.get(i.externalId)!.inserted);
    const again = written.flatMap((i, n) => (isNew[n] ? [] : [{ item: i, id: idOf(i), count: lines[n]!.length }]));
    if (again.length) {
      await deleteLinesBeyond(
        tx,
        spec.children.table,
        spec.children.parent,
        spec.children.position,
        again.map(({ id, count }) => ({ id, count })),
      );
      await deleteAgentsNotNamed(
        tx,
        spec.agents.table,
        spec.agents.parent,
        spec.agents.user,
        again.map(({ item, id }) => ({ id, users: agentIds.get(item.externalId)! })),
      );
    }
    // A new conversation's lines are plain inserts (an upsert's speculative insertion costs more, and no
    // place of theirs can be taken); the known ones' lines are upserted at their places.
    await insertRows(tx, spec.children.table, lines.filter((_, n) => isNew[n]).flat());
    await insertRows(tx, spec.children.table, lines.filter((_, n) => !isNew[n]).flat(), [
      spec.children.parent,
      spec.children.position,
    ]);
    const agentRows = written.flatMap((i) =>
      agentIds.get(i.externalId)!.map((userId) => ({ [spec.agents.key]: idOf(i), userId })),
    );
    await insertRows(tx, spec.agents.table, agentRows, [spec.agents.parent, spec.agents.user]);
    // In the order sent, the unchanged ones as known (updated) ones.
    const ids = items.map(
      (i) =>
        byExternal.get(i.externalId) ?? { id: unchanged.get(i.externalId)!, externalId: i.externalId, inserted: false },
    );
    const created = ids.filter((r) => r.inserted).length;
    auditChange(tx, {
      entity,
      entityId: caller.keyId,
      after: {
        from: caller.name,
        received: items.length,
        created,
        updated: items.length - created,
        unchanged: unchanged.size,
      },
    });
    const unknownAgents = [
      ...new Set(items.flatMap((i) => i.agents.map((a) => a.email.toLowerCase())).filter((e) => !byEmail.has(e))),
    ].sort();
    return { ids, unknownAgents };
  });
}

const reply = ({ ids, unknownAgents }: Kept) => ({
  created: ids.filter((r) => r.inserted).length,
  updated: ids.filter((r) => !r.inserted).length,
  ids: ids.map(({ externalId, id }) => ({ externalId, id })),
  unknownAgents,
});

export async function ingestChats(ctx: AppContext, caller: IntegrationCaller, chats: Chat[]) {
  return reply(
    await keep(ctx, caller, 'qa-chat-batch', chats, {
      table: qaChats,
      row: (c) => ({
        externalId: c.externalId,
        department: c.department,
        channel: c.channel,
        customerName: c.customer.name,
        customerEmail: c.customer.email,
        startedAt: c.startedAt,
        endedAt: c.endedAt,
        messageCount: c.messages.length,
        agentEmails: c.agents.map((a) => a.email.toLowerCase()),
      }),
      searched: ['customerName', 'customerEmail', 'department'],
      children: {
        table: qaChatMessages,
        parent: qaChatMessages.chatId,
        position: qaChatMessages.position,
        rows: (c, chatId) =>
          c.messages.map((m, position) => ({
            chatId,
            position,
            author: m.author,
            authorKind: m.authorKind,
            text: m.text,
            sentAt: m.sentAt,
          })),
        texts: (c) => c.messages.map((m) => m.text),
      },
      agents: { table: qaChatAgents, parent: qaChatAgents.chatId, user: qaChatAgents.userId, key: 'chatId' },
    }),
  );
}

export async function ingestTickets(ctx: AppContext, caller: IntegrationCaller, tickets: Ticket[]) {
  return reply(
    await keep(ctx, caller, 'qa-ticket-batch', tickets, {
      table: qaTickets,
      row: (t) => ({
        externalId: t.externalId,
        subject: t.subject,
        department: t.department,
        status: t.status,
        clientName: t.client.name,
        clientEmail: t.client.email,
        clientKind: t.client.kind,
        clientFlag: t.client.loggedInFlag === null ? null : String(t.client.loggedInFlag),
        openedAt: t.createdAt,
        replyCount: t.replies.length,
        agentEmails: t.agents.map((a) => a.email.toLowerCase()),
      }),
      searched: ['subject', 'clientName', 'clientEmail', 'department'],
      children: {
        table: qaTicketReplies,
        parent: qaTicketReplies.ticketId,
        position: qaTicketReplies.position,
        rows: (t, ticketId) =>
          t.replies.map((r, position) => ({
            ticketId,
            position,
            author: r.author,
            authorKind: r.authorKind,
            body: r.body,
            sentAt: r.sentAt,
          })),
        texts: (t) => t.replies.map((r) => r.body),
      },
      agents: { table: qaTicketAgents, parent: qaTicketAgents.ticketId, user: qaTicketAgents.userId, key: 'ticketId' },
    }),
  );
}
