// Chats and tickets as reviewers see them: one description per kind (its tables and columns), the
// filters the queue and the archive share, and the summaries and details the calls answer with.
import type { ChatDetail, ChatSummary, Comment, TicketDetail, TicketSummary } from '@backoffice/contract/modules/qa';
import { ticketClientLogin } from '@backoffice/contract/rules/ticket-login';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { notFound } from '../../../core/errors.js';
import { commentsOf } from './comments.js';
import { reviewsOf } from './reviews-read.js';

export type Kind = 'chat' | 'ticket';

/** Table and column names of a kind: constants, so they are spliced into SQL with `sql.raw`. */
export interface KindSpec {
  kind: Kind;
  noun: 'Chat' | 'Ticket';
  table: 'qa_chats' | 'qa_tickets';
  /** When the conversation started or was opened: the queue's order. */
  at: 'started_at' | 'opened_at';
  agents: 'qa_chat_agents' | 'qa_ticket_agents';
  tags: 'qa_chat_tags' | 'qa_ticket_tags';
  /** The column naming the conversation in its agents, tags and reviews tables. */
  key: 'chat_id' | 'ticket_id';
  /** The filter `channel` (chats) or `status` (tickets) applies to this column. */
  channel: 'channel' | 'status';
  /** Comment parents of the kind's conversation and of its reviews. */
  parent: 'chat' | 'ticket';
  reviewParent: 'chatReview' | 'ticketReview';
}

export const KINDS: Record<Kind, KindSpec> = {
  chat: {
    kind: 'chat',
    noun: 'Chat',
    table: 'qa_chats',
    at: 'started_at',
    agents: 'qa_chat_agents',
    tags: 'qa_chat_tags',
    key: 'chat_id',
    channel: 'channel',
    parent: 'chat',
    reviewParent: 'chatReview',
  },
  ticket: {
    kind: 'ticket',
    noun: 'Ticket',
    table: 'qa_tickets',
    at: 'opened_at',
    agents: 'qa_ticket_agents',
    tags: 'qa_ticket_tags',
    key: 'ticket_id',
    channel: 'status',
    parent: 'ticket',
    reviewParent: 'ticketReview',
  },
};

export const raw = sql.raw;

export interface ConversationFilters {
  department?: string | undefined;
  channel?: string | undefined;
  status?: string | undefined;
  agentId?: number | undefined;
  tags?: number[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** Conditions on the conversation `c` for the filters sent (empty ones apply nothing, spec §5). */
export function conversationWhere(ctx: AppContext, k: KindSpec, f: ConversationFilters): SQL[] {
  const where: SQL[] = [];
  const at = raw(`c.${k.at}`);
  const tz = ctx.config.timeZone;
  if (f.department) where.push(sql`c.department = ${f.department}`);
  const channel = k.kind === 'chat' ? f.channel : (f.status ?? f.channel);
  if (channel) where.push(sql`${raw(`c.${k.channel}`)} = ${channel}`);
  if (f.agentId !== undefined) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${raw(k.agents)} a WHERE a.${raw(k.key)} = c.id AND a.user_id = ${f.agentId})`,
    );
  }
  if (f.tags?.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${raw(k.tags)} t WHERE t.${raw(k.key)} = c.id AND t.tag_id = ANY(${`{${f.tags.join(',')}}`}::int[]))`,
    );
  }
  // Days are the company's (TZ): a chat at 23:30 in Berlin belongs to that Berlin day.
  if (f.from) where.push(sql`${at} >= (${f.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (f.to) where.push(sql`${at} < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  if (f.search) where.push(sql`c.search @@ websearch_to_tsquery('english', ${f.search})`);
  return where;
}

export const and = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

/** The ids as one array parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

type Row = Record<string, unknown> & { id: number };
/** A timestamp column as the API writes it (node-postgres gives a Date, PGlite may give text). */
export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v == null ? null : iso(v));

interface Extras {
  agents: Map<number, { id: number; name: string }[]>;
  tags: Map<number, { id: number; name: string; color: string }[]>;
  claimers: Map<number, string>;
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

async function extrasOf(db: Executor, k: KindSpec, rows: Row[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { agents: new Map(), tags: new Map(), claimers: new Map() };
  const [agents, tags, claimers] = await Promise.all([
    db.execute<{ owner: number; id: number; name: string }>(
      sql`SELECT a.${raw(k.key)} AS owner, u.id, u.name FROM ${raw(k.agents)} a JOIN users u ON u.id = a.user_id
          WHERE a.${raw(k.key)} = ANY(${idArray(ids)}) ORDER BY u.name`,
    ),
    db.execute<{ owner: number; id: number; name: string; color: string }>(
      sql`SELECT t.${raw(k.key)} AS owner, g.id, g.name, g.color FROM ${raw(k.tags)} t JOIN qa_tags g ON g.id = t.tag_id
          WHERE t.${raw(k.key)} = ANY(${idArray(ids)}) ORDER BY g.name`,
    ),
    (() => {
      const claimerIds = [...new Set(rows.map((r) => r.claimed_by).filter((v): v is number => typeof v === 'number'))];
      return claimerIds.length
        ? db.execute<{ id: number; name: string }>(
            sql`SELECT id, name FROM users WHERE id = ANY(${idArray(claimerIds)})`,
          )
        : Promise.resolve({ rows: [] as { id: number; name: string }[] });
    })(),
  ]);
  return {
    agents: group(agents.rows),
    tags: group(tags.rows),
    claimers: new Map(claimers.rows.map((u) => [u.id, u.name])),
  };
}

function base(row: Row, x: Extras, now: Date) {
  const until = row.claimed_until ? new Date(String(row.claimed_until)) : null;
  const claimed = row.claimed_by != null && until !== null && until > now && row.queue_state === 'waiting';
  return {
    id: row.id,
    externalId: String(row.external_id),
    department: String(row.department),
    agents: x.agents.get(row.id) ?? [],
    unknownAgents: [] as string[],
    tags: x.tags.get(row.id) ?? [],
    queueState: row.queue_state as ChatSummary['queueState'],
    reviewCount: Number(row.review_count),
    claim: claimed
      ? {
          reviewerId: Number(row.claimed_by),
          reviewerName: x.claimers.get(Number(row.claimed_by)) ?? '',
          until: until!.toISOString(),
        }
      : null,
  };
}

/** The agent emails sent that match none of the conversation's known agents' emails. */
async function unknownAgentsOf(db: Executor, k: KindSpec, rows: Row[]): Promise<Map<number, string[]>> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const { rows: known } = await db.execute<{ owner: number; email: string }>(
    sql`SELECT a.${raw(k.key)} AS owner, lower(u.email) AS email FROM ${raw(k.agents)} a JOIN users u ON u.id = a.user_id
        WHERE a.${raw(k.key)} = ANY(${idArray(ids)})`,
  );
  const byOwner = group(known);
  return new Map(
    rows.map((r) => {
      const mine = new Set((byOwner.get(r.id) ?? []).map((e) => e.email));
      return [r.id, ((r.agent_emails as string[] | null) ?? []).filter((e) => !mine.has(e))];
    }),
  );
}

/** Summaries of conversation rows (`SELECT c.*`), in the rows' order. */
export async function summariesOf(db: Executor, k: KindSpec, rows: Row[]): Promise<(ChatSummary | TicketSummary)[]> {
  const [x, unknown] = await Promise.all([extrasOf(db, k, rows), unknownAgentsOf(db, k, rows)]);
  const now = new Date();
  return rows.map((row) => {
    const common = { ...base(row, x, now), unknownAgents: unknown.get(row.id) ?? [] };
    if (k.kind === 'chat') {
      return {
        ...common,
        channel: String(row.channel),
        customerName: String(row.customer_name),
        customerEmail: (row.customer_email as string | null) ?? null,
        startedAt: iso(row.started_at),
        endedAt: isoOrNull(row.ended_at),
        messageCount: Number(row.message_count),
      } satisfies ChatSummary;
    }
    return {
      ...common,
      subject: String(row.subject),
      status: String(row.status),
      clientName: String(row.client_name),
      clientEmail: (row.client_email as string | null) ?? null,
      clientKind: String(row.client_kind),
      clientLogin: ticketClientLogin(String(row.client_kind), (row.client_flag as string | null) ?? null),
      openedAt: iso(row.opened_at),
      replyCount: Number(row.reply_count),
    } satisfies TicketSummary;
  });
}

/** The conversation columns a summary needs (everything but the search document). */
export const SUMMARY_COLUMNS: Record<Kind, string> = {
  chat: 'c.id, c.external_id, c.department, c.channel, c.customer_name, c.customer_email, c.started_at, c.ended_at, c.message_count, c.agent_emails, c.queue_state, c.review_count, c.claimed_by, c.claimed_until',
  ticket:
    'c.id, c.external_id, c.subject, c.department, c.status, c.client_name, c.client_email, c.client_kind, c.client_flag, c.opened_at, c.reply_count, c.agent_emails, c.queue_state, c.review_count, c.claimed_by, c.claimed_until',
};

export async function conversationRow(db: Executor, k: KindSpec, id: number): Promise<Row> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${raw(SUMMARY_COLUMNS[k.kind])} FROM ${raw(k.table)} c WHERE c.id = ${id}`,
  );
  if (!rows[0]) throw notFound(k.noun);
  return rows[0];
}

/** A conversation with its transcript or thread, comments on it and on each line, notes and reviews. */
export async function detailOf(ctx: AppContext, k: KindSpec, id: number): Promise<ChatDetail | TicketDetail> {
  const db = ctx.db;
  const row = await conversationRow(db, k, id);
  const [[summary], lines, reviews, conversationComments] = await Promise.all([
    summariesOf(db, k, [row]),
    k.kind === 'chat'
      ? db.execute<Row>(
          sql`SELECT id, position, author, author_kind, text, sent_at FROM qa_chat_messages WHERE chat_id = ${id} ORDER BY position`,
        )
      : db.execute<Row>(
          sql`SELECT id, position, author, author_kind, body, sent_at FROM qa_ticket_replies WHERE ticket_id = ${id} ORDER BY position`,
        ),
    reviewsOf(db, k, sql`r.${raw(k.key)} = ${id}`),
    commentsOf(db, k.parent, [id]),
  ]);
  const lineComments = await commentsOf(
    db,
    k.kind === 'chat' ? 'message' : 'reply',
    lines.rows.map((l) => l.id),
  );
  const of = (list: Map<number, Comment[]>, key: number) => list.get(key) ?? [];
  const notes = await commentsOf(db, k.parent, [id], true);
  const extras = { comments: of(conversationComments, id), notes: of(notes, id), reviews };
  if (k.kind === 'chat') {
    return {
      ...(summary as ChatSummary),
      ...extras,
      messages: lines.rows.map((m) => ({
        id: m.id,
        position: Number(m.position),
        author: String(m.author),
        authorKind: m.author_kind as 'agent' | 'customer',
        text: String(m.text),
        sentAt: iso(m.sent_at),
        comments: of(lineComments, m.id),
      })),
    };
  }
  return {
    ...(summary as TicketSummary),
    ...extras,
    replies: lines.rows.map((m) => ({
      id: m.id,
      position: Number(m.position),
      author: String(m.author),
      authorKind: m.author_kind as 'agent' | 'client',
      body: String(m.body),
      sentAt: iso(m.sent_at),
      comments: of(lineComments, m.id),
    })),
  };
}
