// Conversations from the chat and ticket systems (`POST /integrations/chats` and `/tickets`, integration
// keys): a batch is kept in one transaction, each conversation upserted on its external id (sent again,
// it is updated with its messages or replies, never doubled), its agents matched to users by email.
import type { ingestChat, ingestTicket } from '@backoffice/contract/modules/qa';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditChange } from '../../../core/audit.js';
import type { IntegrationCaller } from '../../../core/auth/integration-keys.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import {
  qaChatAgents,
  qaChatMessages,
  qaChats,
  qaTicketAgents,
  qaTicketReplies,
  qaTickets,
} from '../schema/conversations.js';

type Chat = z.output<typeof ingestChat>;
type Ticket = z.output<typeof ingestTicket>;

/** The transcript or thread is searched in its first this many characters (a tsvector holds at most 1 MB). */
const SEARCH_CHARS = 100_000;

/** Rows per INSERT of messages or replies (well below PostgreSQL's 65,535 parameters). */
const CHUNK = 2000;

async function insertChunked(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

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
  ids: { externalId: string; id: number; inserted: boolean }[];
  unknownAgents: string[];
}

/** On a conflict, every field sent takes the new value (`excluded`), by the table's column names. */
function excludedAll(table: PgTable, keys: string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

/** A later batch may name one conversation twice: the last one sent wins. */
const lastOfEach = <T extends { externalId: string }>(items: T[]) => [
  ...new Map(items.map((i) => [i.externalId, i])).values(),
];

async function keep<T extends { externalId: string; agents: { email: string }[] }>(
  ctx: AppContext,
  caller: IntegrationCaller,
  entity: string,
  batch: T[],
  spec: {
    table: PgTable & { id: PgColumn; externalId: PgColumn };
    row: (item: T) => Record<string, unknown>;
    children: { table: PgTable; parent: PgColumn; rows: (item: T, id: number) => Record<string, unknown>[] };
    agents: { table: PgTable; parent: PgColumn; key: string };
    /** Rewrites the full-text document of the conversations `ids` from what was just kept. */
    search: (tx: Tx, ids: number[]) => Promise<unknown>;
  },
): Promise<Kept> {
  const items = lastOfEach(batch);
  return ctx.db.transaction(async (tx) => {
    const byEmail = await usersByEmail(
      tx,
      items.flatMap((i) => i.agents.map((a) => a.email)),
    );
    const ids = (await tx
      .insert(spec.table)
      .values(items.map((i) => ({ ...spec.row(i), updatedAt: new Date() })) as never)
      .onConflictDoUpdate({
        target: spec.table.externalId,
        set: excludedAll(
          spec.table,
          Object.keys(spec.row(items[0]!))
            .filter((k) => k !== 'externalId')
            .concat('updatedAt'),
        ) as never,
      })
      .returning({
        id: spec.table.id,
        externalId: spec.table.externalId,
        // A row the INSERT made has no older version (xmax 0); an updated one does.
        inserted: sql<boolean>`(xmax = 0)`,
      })) as { id: number; externalId: string; inserted: boolean }[];
    const idOf = new Map(ids.map((r) => [r.externalId, r.id]));
    const all = ids.map((r) => r.id);
    // Messages, replies and agents are replaced: what the system sends last is the conversation.
    await tx.delete(spec.children.table).where(inArray(spec.children.parent, all));
    await tx.delete(spec.agents.table).where(inArray(spec.agents.parent, all));
    await insertChunked(
      tx,
      spec.children.table,
      items.flatMap((i) => spec.children.rows(i, idOf.get(i.externalId)!)),
    );
    const agentRows = items.flatMap((i) =>
      [
        ...new Set(
          i.agents.map((a) => byEmail.get(a.email.toLowerCase())).filter((id): id is number => id !== undefined),
        ),
      ].map((userId) => ({ [spec.agents.key]: idOf.get(i.externalId)!, userId })),
    );
    await insertChunked(tx, spec.agents.table, agentRows);
    await spec.search(tx, all);
    const created = ids.filter((r) => r.inserted).length;
    auditChange(tx, {
      entity,
      entityId: caller.keyId,
      after: { from: caller.name, received: items.length, created, updated: items.length - created },
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
        startedAt: new Date(c.startedAt),
        endedAt: c.endedAt ? new Date(c.endedAt) : null,
        messageCount: c.messages.length,
        agentEmails: c.agents.map((a) => a.email.toLowerCase()),
      }),
      children: {
        table: qaChatMessages,
        parent: qaChatMessages.chatId,
        rows: (c, chatId) => c.messages.map((m, position) => ({ chatId, position, ...m, sentAt: new Date(m.sentAt) })),
      },
      agents: { table: qaChatAgents, parent: qaChatAgents.chatId, key: 'chatId' },
      search: (tx, ids) => {
        const m = qaChatMessages;
        const transcript = tx
          .select({ text: sql`string_agg(${m.text}, ' ' ORDER BY ${m.position})` })
          .from(m)
          .where(eq(m.chatId, qaChats.id));
        return tx
          .update(qaChats)
          .set({
            search: sql`to_tsvector('english', concat_ws(' ', ${qaChats.customerName}, ${qaChats.customerEmail},
              ${qaChats.department}, left(${transcript}, ${SEARCH_CHARS})))`,
          })
          .where(inIds(qaChats.id, ids));
      },
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
        openedAt: new Date(t.createdAt),
        replyCount: t.replies.length,
        agentEmails: t.agents.map((a) => a.email.toLowerCase()),
      }),
      children: {
        table: qaTicketReplies,
        parent: qaTicketReplies.ticketId,
        rows: (t, ticketId) =>
          t.replies.map((r, position) => ({ ticketId, position, ...r, sentAt: new Date(r.sentAt) })),
      },
      agents: { table: qaTicketAgents, parent: qaTicketAgents.ticketId, key: 'ticketId' },
      search: (tx, ids) => {
        const r = qaTicketReplies;
        const thread = tx
          .select({ text: sql`string_agg(${r.body}, ' ' ORDER BY ${r.position})` })
          .from(r)
          .where(eq(r.ticketId, qaTickets.id));
        return tx
          .update(qaTickets)
          .set({
            search: sql`to_tsvector('english', concat_ws(' ', ${qaTickets.subject}, ${qaTickets.clientName},
              ${qaTickets.clientEmail}, ${qaTickets.department}, left(${thread}, ${SEARCH_CHARS})))`,
          })
          .where(inIds(qaTickets.id, ids));
      },
    }),
  );
}
