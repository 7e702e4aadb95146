// Chats and tickets as reviewers see them: the filters the queue and the archive share, and the
// summaries and details the calls answer with (each kind's tables: shared.ts KINDS).
import type { ChatDetail, ChatSummary, Comment, TicketDetail, TicketSummary } from '@backoffice/contract/modules/qa';
import { ticketClientLogin } from '@backoffice/contract/rules/ticket-login';
import { and, asc, eq, exists, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import {
  anyOfIds,
  type Bind,
  idsLiteral,
  inline,
  type ListOrder,
  type ListQuery,
  paged,
  preparedOnce,
} from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import { type qaChatMessages, qaChats, type qaTicketReplies, qaTickets } from '../schema/conversations.js';
import { qaTags } from '../schema/scorecard.js';
import { commentsOf } from './comments.js';
import { reviewsOf } from './reviews-read.js';
import { iso, isoOrNull, type KindSpec } from './shared.js';

export interface ConversationFilters {
  department?: string | undefined;
  channel?: string | undefined;
  status?: string | undefined;
  agentId?: number | undefined;
  tags?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  /** One conversation (QC v1 takes a ticket by its id through the queue's claim). */
  id?: number | undefined;
}

/**
 * Conditions on the kind's conversation table for the filters sent (empty ones apply nothing, spec §5);
 * their values as this request's parameters, or as placeholders of a prepared list (`bind`).
 */
export function conversationWhere(ctx: AppContext, k: KindSpec, f: ConversationFilters, bind: Bind = inline): SQL[] {
  const where: SQL[] = [];
  const c = k.table;
  if (f.department) where.push(eq(c.department, bind('department', f.department)));
  const channel = k.kind === 'chat' ? f.channel : (f.status ?? f.channel);
  if (channel) where.push(eq(k.channel, bind('channel', channel)));
  if (f.agentId !== undefined) {
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(k.agents)
          .where(and(eq(k.agentsKey, c.id), eq(k.agents.userId, bind('agentId', f.agentId)))),
      ),
    );
  }
  if (f.tags?.length) {
    const tags = bind('tags', idsLiteral(f.tags));
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(k.tags)
          .where(and(eq(k.tagsKey, c.id), sql`${k.tags.tagId} = ANY(${tags}::int[])`)),
      ),
    );
  }
  // Days are the company's (TZ): a chat at 23:30 in Berlin belongs to that Berlin day.
  const tz = () => bind('timeZone', ctx.config.timeZone);
  if (f.from) where.push(sql`${k.at} >= (${bind('from', f.from)}::date)::timestamp AT TIME ZONE ${tz()}`);
  if (f.to) where.push(sql`${k.at} < ((${bind('to', f.to)}::date + 1)::timestamp AT TIME ZONE ${tz()})`);
  if (f.search) where.push(sql`${c.search} @@ websearch_to_tsquery('english', ${bind('search', f.search)})`);
  if (f.id !== undefined) where.push(eq(c.id, bind('id', f.id)));
  return where;
}

// A summary needs every column but the search document and the row's own stamps.
const { search: _cs, createdAt: _cc, updatedAt: _cu, ...chatColumns } = getTableColumns(qaChats);
const { search: _ts, createdAt: _tc, updatedAt: _tu, ...ticketColumns } = getTableColumns(qaTickets);
export type ChatRow = Omit<typeof qaChats.$inferSelect, 'search' | 'createdAt' | 'updatedAt'>;
export type TicketRow = Omit<typeof qaTickets.$inferSelect, 'search' | 'createdAt' | 'updatedAt'>;
export type ConversationRow = ChatRow | TicketRow;

/** The conversation columns a summary needs, to select (and to spread into a wider select). */
export const summaryColumns = (k: KindSpec) => (k.kind === 'chat' ? chatColumns : ticketColumns);

/**
 * The conversations of a kind that `where` picks, as rows for `summariesOf`; order and limit follow. Typed
 * as the chats' query (drizzle takes one table type): the rows are read as `ConversationRow`, whose kind
 * `summariesOf` tells apart.
 */
export const selectConversations = (db: Executor, k: KindSpec, where: SQL | undefined) =>
  db
    .select(summaryColumns(k) as typeof chatColumns)
    .from(k.table as typeof qaChats)
    .where(where)
    .$dynamic();

/**
 * A page of summaries of the conversations `where` picks (QC v1's lists), in `order`. With `prepared`
 * (the list's key and the values of the placeholders in `where`), its statements are built once.
 */
export function conversationPage<K extends string>(
  ctx: AppContext,
  k: KindSpec,
  q: ListQuery<K>,
  where: SQL | undefined,
  order: ListOrder<K>,
  prepared?: { key: string; values: Record<string, unknown> },
) {
  const shape = (rows: ConversationRow[]) => summariesOf(ctx.db, k, rows);
  const count = () => ctx.db.select({ one: sql`1` }).from(k.table).where(where);
  if (prepared) {
    return paged(ctx.db, q, {
      prepared: {
        ...prepared,
        rows: (orderBy) => selectConversations(ctx.db, k, where).orderBy(...orderBy) as never,
        count,
      },
      order,
      shape,
    });
  }
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectConversations(ctx.db, k, where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<ConversationRow[]>,
    count: count(),
    order,
    shape,
  });
}

interface Extras {
  agents: Map<number, { id: number; name: string }[]>;
  tags: Map<number, { id: number; name: string; color: string }[]>;
  claimers: Map<number, string>;
  /** The emails of each conversation's known agents, lower-cased. */
  known: Map<number, Set<string>>;
}

function group<T>(rows: (T & { owner: number })[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { owner, ...rest } of rows) {
    const list = map.get(owner) ?? [];
    list.push(rest as unknown as T);
    map.set(owner, list);
  }
  return map;
}

/** `column = ANY(ids)`, the ids as one array placeholder (`idsLiteral`): one prepared statement serves every page. */
/**
 * The reads a page of summaries needs after its rows, each built once per database and kind
 * (`preparedOnce`): the conversations' known agents, their tags, the claimers' names.
 */
function extraReads(db: Executor, k: KindSpec) {
  return {
    agents: preparedOnce(db, `qa.summaries.agents\u0000${k.kind}`, () =>
      db
        .select({ owner: k.agentsKey, id: users.id, name: users.name, email: sql<string>`lower(${users.email})` })
        .from(k.agents)
        .innerJoin(users, eq(users.id, k.agents.userId))
        .where(anyOfIds(k.agentsKey))
        .orderBy(asc(users.name))
        .prepare(''),
    ),
    tags: preparedOnce(db, `qa.summaries.tags\u0000${k.kind}`, () =>
      db
        .select({ owner: k.tagsKey, id: qaTags.id, name: qaTags.name, color: qaTags.color })
        .from(k.tags)
        .innerJoin(qaTags, eq(qaTags.id, k.tags.tagId))
        .where(anyOfIds(k.tagsKey))
        .orderBy(asc(qaTags.name))
        .prepare(''),
    ),
    claimers: preparedOnce(db, 'qa.summaries.claimers', () =>
      db.select({ id: users.id, name: users.name }).from(users).where(anyOfIds(users.id)).prepare(''),
    ),
  };
}

async function extrasOf(db: Executor, k: KindSpec, rows: ConversationRow[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { agents: new Map(), tags: new Map(), claimers: new Map(), known: new Map() };
  const claimerIds = [...new Set(rows.map((r) => r.claimedBy).filter((v): v is number => typeof v === 'number'))];
  const reads = extraReads(db, k);
  const page = idsLiteral(ids);
  const [agents, tags, claimers] = await Promise.all([
    reads.agents.execute({ ids: page }),
    reads.tags.execute({ ids: page }),
    claimerIds.length ? reads.claimers.execute({ ids: idsLiteral(claimerIds) }) : Promise.resolve([]),
  ]);
  const known = new Map<number, Set<string>>();
  for (const a of agents) known.set(a.owner, (known.get(a.owner) ?? new Set()).add(a.email));
  return {
    agents: group(agents.map(({ owner, id, name }) => ({ owner, id, name }))),
    tags: group(tags),
    claimers: new Map(claimers.map((u) => [u.id, u.name])),
    known,
  };
}

function base(row: ConversationRow, x: Extras, now: Date) {
  const until = row.claimedUntil;
  const claimed = row.claimedBy != null && until !== null && until > now && row.queueState === 'waiting';
  const known = x.known.get(row.id) ?? new Set();
  return {
    id: row.id,
    externalId: row.externalId,
    department: row.department,
    agents: x.agents.get(row.id) ?? [],
    // The agent emails sent that match none of the conversation's known agents' emails.
    unknownAgents: (row.agentEmails ?? []).filter((e) => !known.has(e)),
    tags: x.tags.get(row.id) ?? [],
    queueState: row.queueState as ChatSummary['queueState'],
    reviewCount: Number(row.reviewCount),
    claim: claimed
      ? {
          reviewerId: Number(row.claimedBy),
          reviewerName: x.claimers.get(Number(row.claimedBy)) ?? '',
          until: until!.toISOString(),
        }
      : null,
  };
}

/** Summaries of conversation rows (`selectConversations`), in the rows' order. */
export async function summariesOf(
  db: Executor,
  k: KindSpec,
  rows: ConversationRow[],
): Promise<(ChatSummary | TicketSummary)[]> {
  const x = await extrasOf(db, k, rows);
  const now = new Date();
  return rows.map((row) => {
    // Onto the row's common part, not a spread of it: V8 adds a property after a spread by a slow
    // runtime call, ~2 µs each (docs/performance.md "Object spread").
    const common = base(row, x, now);
    if ('startedAt' in row) {
      return Object.assign(common, {
        channel: row.channel,
        customerName: row.customerName,
        customerEmail: row.customerEmail ?? null,
        startedAt: iso(row.startedAt),
        endedAt: isoOrNull(row.endedAt),
        messageCount: Number(row.messageCount),
      }) satisfies ChatSummary;
    }
    return Object.assign(common, {
      subject: row.subject,
      status: row.status,
      clientName: row.clientName,
      clientEmail: row.clientEmail ?? null,
      clientKind: row.clientKind,
      clientLogin: ticketClientLogin(row.clientKind, row.clientFlag ?? null),
      openedAt: iso(row.openedAt),
      replyCount: Number(row.replyCount),
    }) satisfies TicketSummary;
  });
}

export async function conversationRow(db: Executor, k: KindSpec, id: number): Promise<ConversationRow> {
  const [row] = await preparedOnce(
    db,
    `qa.conversation\u0000${k.kind}`,
    () => selectConversations(db, k, eq(k.table.id, sql.placeholder('id'))).prepare(''),
    { keepPlan: true },
  ).execute({ id });
  if (!row) throw notFound(k.noun);
  return row;
}

/** The time a conversation started (chats) or was opened (tickets). */
export const conversationAt = (row: ConversationRow): Date => ('startedAt' in row ? row.startedAt : row.openedAt);

/** A chat's messages or a ticket's replies, in order: built once per database and kind, its plan kept. */
const linesOf = (db: Executor, k: KindSpec, id: number) =>
  preparedOnce(
    db,
    `qa.lines\u0000${k.kind}`,
    () =>
      db
        .select()
        .from(k.lines as typeof qaChatMessages)
        .where(eq(k.linesKey, sql.placeholder('id')))
        .orderBy(asc(k.lines.position))
        .prepare(''),
    { keepPlan: true },
  ).execute({ id }) as Promise<(typeof qaChatMessages.$inferSelect)[] | (typeof qaTicketReplies.$inferSelect)[]>;

/** A conversation with its transcript or thread, comments on it and on each line, notes and reviews. */
export async function detailOf(ctx: AppContext, k: KindSpec, id: number): Promise<ChatDetail | TicketDetail> {
  const db = ctx.db;
  const row = await conversationRow(db, k, id);
  const [[summary], lines, reviews, conversationComments] = await Promise.all([
    summariesOf(db, k, [row]),
    linesOf(db, k, id),
    reviewsOf(db, k, { conversation: id }),
    commentsOf(db, k.parent, [id]),
  ]);
  const lineComments = await commentsOf(
    db,
    k.lineParent,
    lines.map((l) => l.id),
  );
  const of = (list: Map<number, Comment[]>, key: number) => list.get(key) ?? [];
  const notes = await commentsOf(db, k.parent, [id], true);
  const extras = { comments: of(conversationComments, id), notes: of(notes, id), reviews };
  if (k.kind === 'chat') {
    return {
      ...(summary as ChatSummary),
      ...extras,
      messages: (lines as (typeof qaChatMessages.$inferSelect)[]).map((m) => ({
        id: m.id,
        position: Number(m.position),
        author: m.author,
        authorKind: m.authorKind as 'agent' | 'customer',
        text: m.text,
        sentAt: iso(m.sentAt),
        comments: of(lineComments, m.id),
      })),
    };
  }
  return {
    ...(summary as TicketSummary),
    ...extras,
    replies: (lines as (typeof qaTicketReplies.$inferSelect)[]).map((m) => ({
      id: m.id,
      position: Number(m.position),
      author: m.author,
      authorKind: m.authorKind as 'agent' | 'client',
      body: m.body,
      sentAt: iso(m.sentAt),
      comments: of(lineComments, m.id),
    })),
  };
}
