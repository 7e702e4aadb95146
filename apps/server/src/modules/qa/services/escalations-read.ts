// Escalations as the calls read them (docs/qa.md "Escalations"): each with its raiser, handler, the
// reviews escalated and the manager's review (its outcome); a page of them, open ones first, reviewed
// ones only when the profile or the query asks for them (spec §3).
import type { Escalation, EscalationDetail, EscalationStatus } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, inIds, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import { preferenceOf } from '../../../core/preferences.js';
import { qaChats, qaTickets } from '../schema/conversations.js';
import { qaEscalationReviews, qaEscalations } from '../schema/escalations.js';
import { qaReviews } from '../schema/reviews.js';
import { transcriptOf } from './feedbacks-read.js';
import { reviewsOf } from './reviews-read.js';
import { iso, KINDS, type Kind } from './shared.js';

const raiser = alias(users, 'raiser');
const handler = alias(users, 'handler');

/** Escalations with their raiser, handler and conversation's title; `where` and the rest follow. */
const selectEscalations = (db: Executor) =>
  db
    .select({
      id: qaEscalations.id,
      kind: sql<Kind>`${qaEscalations.kind}`,
      conversationId: sql<number>`coalesce(${qaEscalations.chatId}, ${qaEscalations.ticketId})`,
      title: sql<string>`coalesce(${qaChats.customerName}, ${qaTickets.subject}, '')`,
      reason: qaEscalations.reason,
      raisedBy: qaEscalations.raisedBy,
      raiserName: raiser.name,
      status: sql<EscalationStatus>`${qaEscalations.status}`,
      handledBy: qaEscalations.handledBy,
      handlerName: handler.name,
      outcomeReviewId: qaEscalations.outcomeReviewId,
      reviewedAt: qaEscalations.reviewedAt,
      createdAt: qaEscalations.createdAt,
      updatedAt: qaEscalations.updatedAt,
    })
    .from(qaEscalations)
    .innerJoin(raiser, eq(raiser.id, qaEscalations.raisedBy))
    .leftJoin(handler, eq(handler.id, qaEscalations.handledBy))
    .leftJoin(qaChats, eq(qaChats.id, qaEscalations.chatId))
    .leftJoin(qaTickets, eq(qaTickets.id, qaEscalations.ticketId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectEscalations>>[number];

async function shape(db: Executor, kind: Kind, rows: Row[]): Promise<Escalation[]> {
  // A page of both kinds (QC v1's lists) is shaped kind by kind, in its order.
  if (rows.some((r) => r.kind !== kind)) {
    const [chats, tickets] = [
      await shape(
        db,
        'chat',
        rows.filter((r) => r.kind === 'chat'),
      ),
      await shape(
        db,
        'ticket',
        rows.filter((r) => r.kind === 'ticket'),
      ),
    ];
    const shaped = new Map([...chats, ...tickets].map((e) => [e.id, e]));
    return rows.map((r) => shaped.get(r.id)!);
  }
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const links = await db
    .select({ escalationId: qaEscalationReviews.escalationId, reviewId: qaEscalationReviews.reviewId })
    .from(qaEscalationReviews)
    .where(inIds(qaEscalationReviews.escalationId, ids));
  const reviewIds = [
    ...new Set([
      ...links.map((l) => l.reviewId),
      ...rows.flatMap((r) => (r.outcomeReviewId ? [r.outcomeReviewId] : [])),
    ]),
  ];
  const reviews = reviewIds.length ? await reviewsOf(db, KINDS[kind], inIds(qaReviews.id, reviewIds)) : [];
  const strip = (id: number) => {
    const found = reviews.find((r) => r.id === id);
    if (!found) return null;
    const { comments: _, ...review } = found;
    return review;
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    conversationId: r.conversationId,
    conversationTitle: r.title,
    reason: r.reason,
    raisedBy: { id: r.raisedBy, name: r.raiserName },
    reviews: links
      .filter((l) => l.escalationId === r.id)
      .map((l) => strip(l.reviewId))
      .filter((v) => v !== null),
    status: r.status,
    handledBy: r.handledBy === null ? null : { id: r.handledBy, name: r.handlerName ?? '' },
    outcome: r.outcomeReviewId === null ? null : strip(r.outcomeReviewId),
    reviewedAt: r.reviewedAt ? iso(r.reviewedAt) : null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export async function findEscalation(db: Executor, id: number, kind?: Kind, lock = false): Promise<Row> {
  const query = selectEscalations(db).where(
    and(eq(qaEscalations.id, id), kind ? eq(qaEscalations.kind, kind) : undefined),
  );
  const [row] = await (lock ? query.for('update', { of: qaEscalations }) : query);
  if (!row) throw notFound('Escalation');
  return row;
}

export async function escalationOf(db: Executor, id: number, kind?: Kind): Promise<Escalation> {
  const row = await findEscalation(db, id, kind);
  return (await shape(db, row.kind, [row]))[0]!;
}

/** One escalation with the conversation's lines, so a manager reads what was escalated where it is decided. */
export async function getEscalation(ctx: AppContext, kind: Kind | undefined, id: number): Promise<EscalationDetail> {
  const escalation = await escalationOf(ctx.db, id, kind);
  const lines = await transcriptOf(ctx.db, escalation.kind, escalation.conversationId);
  return {
    ...escalation,
    transcript: lines.map((l) => ({
      id: l.id,
      author: l.author,
      authorKind: l.authorKind as EscalationDetail['transcript'][number]['authorKind'],
      text: l.text,
      sentAt: iso(l.sentAt),
    })),
  };
}

export interface EscalationListQuery {
  page: number;
  take: number;
  sortBy?: 'createdAt' | 'status' | undefined;
  direction: 'ASC' | 'DESC';
  status?: EscalationStatus | undefined;
  raisedById?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  withReviewed?: 'true' | 'false' | undefined;
  /** The escalations of the chat or ticket with this id (QC v1's `resource/{id}`), every status. */
  conversationId?: number | undefined;
  /** Words in the reason, the raiser's name or the conversation's title (QC v1's search), every status. */
  search?: string | undefined;
}

const STATUS_ORDER = sql`array_position(ARRAY['open','in-progress','reviewed'], ${qaEscalations.status})`;

/** One kind's escalations, or (`kind` undefined: QC v1's lists) both kinds'. */
export async function listEscalations(ctx: AppContext, user: AuthUser, kind: Kind | undefined, q: EscalationListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = kind ? [eq(qaEscalations.kind, kind)] : [];
  // Spec §3: the profile's showReviewedEscalations shows reviewed ones; the query may ask for them too.
  // A conversation's escalations and a search show every status.
  const everyStatus = q.conversationId !== undefined || Boolean(q.search);
  const showReviewed = q.withReviewed
    ? q.withReviewed === 'true'
    : everyStatus || (await preferenceOf<boolean>(ctx.db, user.id, 'showReviewedEscalations'));
  if (q.status) where.push(eq(qaEscalations.status, q.status));
  else if (!showReviewed) where.push(ne(qaEscalations.status, 'reviewed'));
  if (q.conversationId !== undefined) {
    where.push(
      kind
        ? eq(KINDS[kind].escalationKey, q.conversationId)
        : or(eq(qaEscalations.chatId, q.conversationId), eq(qaEscalations.ticketId, q.conversationId))!,
    );
  }
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(
      or(
        ilike(qaEscalations.reason, like),
        ilike(raiser.name, like),
        ilike(qaChats.customerName, like),
        ilike(qaTickets.subject, like),
      )!,
    );
  }
  if (q.raisedById !== undefined) where.push(eq(qaEscalations.raisedBy, q.raisedById));
  if (q.from) where.push(sql`${qaEscalations.createdAt} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`${qaEscalations.createdAt} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  const filter = and(...where);
  // A status sort keeps the newest first within each status, as the default order does: it is the
  // default order with the direction asked, so `createdAt` is the only column sorted on its own.
  const byStatus = q.sortBy === 'status' && q.direction === 'DESC' ? desc(STATUS_ORDER) : asc(STATUS_ORDER);
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectEscalations(ctx.db)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    // A search reads names and titles: counted over the rows' own joins.
    count: q.search
      ? selectEscalations(ctx.db).where(filter)
      : ctx.db.select({ one: sql`1` }).from(qaEscalations).where(filter),
    order: {
      columns: { createdAt: qaEscalations.createdAt },
      fallback: [byStatus, desc(qaEscalations.createdAt), desc(qaEscalations.id)],
      tiebreak: qaEscalations.id,
    },
    shape: (rows) => shape(ctx.db, kind ?? rows[0]?.kind ?? 'chat', rows),
  }) as never;
}
