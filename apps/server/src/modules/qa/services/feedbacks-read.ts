// Feedbacks as the calls read them (docs/qa.md "Feedbacks"): one with its review, comments, the grades
// and the conversation's lines; a page of them without those. An agent reads their own; reviewers of
// the kind and QC managers every one.
import { hasScopes } from '@backoffice/contract';
import type { Feedback, FeedbackStatus } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, inIds, type ListOrder, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import { qaChatMessages, qaChats, qaTicketReplies, qaTickets } from '../schema/conversations.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviews } from '../schema/reviews.js';
import { qaScoreGrades } from '../schema/scorecard.js';
import { commentsOf } from './comments.js';
import { reviewsOf } from './reviews-read.js';
import { iso, isoOrNull, KINDS, type Kind } from './shared.js';

const agentUser = alias(users, 'agent');
const authorUser = alias(users, 'author');
const resolver = alias(users, 'resolver');

/** Feedbacks with their agent, author, resolver and conversation; `where` and the rest follow. */
const selectFeedbacks = (db: Executor) =>
  db
    .select({
      id: qaFeedbacks.id,
      kind: sql<Kind>`${qaFeedbacks.kind}`,
      reviewId: qaFeedbacks.reviewId,
      agentId: qaFeedbacks.agentId,
      agentName: agentUser.name,
      authorId: qaFeedbacks.authorId,
      authorName: authorUser.name,
      content: qaFeedbacks.content,
      status: sql<FeedbackStatus>`${qaFeedbacks.status}`,
      seenAt: qaFeedbacks.seenAt,
      disputeReason: qaFeedbacks.disputeReason,
      disputeScores: qaFeedbacks.disputeScores,
      disputedAt: qaFeedbacks.disputedAt,
      resolutionNote: qaFeedbacks.resolutionNote,
      scoreBefore: qaFeedbacks.scoreBefore,
      scoreAfter: qaFeedbacks.scoreAfter,
      resolvedBy: qaFeedbacks.resolvedBy,
      resolverName: resolver.name,
      resolvedAt: qaFeedbacks.resolvedAt,
      createdAt: qaFeedbacks.createdAt,
      updatedAt: qaFeedbacks.updatedAt,
      conversationId: sql<number>`coalesce(${qaReviews.chatId}, ${qaReviews.ticketId})`,
      title: sql<string>`coalesce(${qaChats.customerName}, ${qaTickets.subject}, '')`,
    })
    .from(qaFeedbacks)
    .innerJoin(qaReviews, eq(qaReviews.id, qaFeedbacks.reviewId))
    .innerJoin(agentUser, eq(agentUser.id, qaFeedbacks.agentId))
    .innerJoin(authorUser, eq(authorUser.id, qaFeedbacks.authorId))
    .leftJoin(resolver, eq(resolver.id, qaFeedbacks.resolvedBy))
    .leftJoin(qaChats, eq(qaChats.id, qaReviews.chatId))
    .leftJoin(qaTickets, eq(qaTickets.id, qaReviews.ticketId))
    .$dynamic();

export type Row = Awaited<ReturnType<typeof selectFeedbacks>>[number];

/** Reviewers of the kind and QC managers see every feedback; an agent their own. */
export const seesAllFeedback = (user: AuthUser, kind: Kind) =>
  hasScopes(user.scopes, [kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review'], user.isAdmin) ||
  hasScopes(user.scopes, ['qa:manager'], user.isAdmin);

/** A conversation's lines as a feedback (and an escalation) shows them. */
export const transcriptOf = (db: Executor, kind: Kind, id: number) =>
  kind === 'chat'
    ? db
        .select({
          id: qaChatMessages.id,
          author: qaChatMessages.author,
          authorKind: qaChatMessages.authorKind,
          text: qaChatMessages.text,
          sentAt: qaChatMessages.sentAt,
        })
        .from(qaChatMessages)
        .where(eq(qaChatMessages.chatId, id))
        .orderBy(asc(qaChatMessages.position))
    : db
        .select({
          id: qaTicketReplies.id,
          author: qaTicketReplies.author,
          authorKind: qaTicketReplies.authorKind,
          text: qaTicketReplies.body,
          sentAt: qaTicketReplies.sentAt,
        })
        .from(qaTicketReplies)
        .where(eq(qaTicketReplies.ticketId, id))
        .orderBy(asc(qaTicketReplies.position));

async function shape(db: Executor, rows: Row[], withComments: boolean): Promise<Feedback[]> {
  // A page of both kinds (QC v1's lists) is shaped kind by kind, in its order.
  const kinds = new Set(rows.map((r) => r.kind));
  if (kinds.size > 1) {
    const shaped = new Map<number, Feedback>();
    for (const kind of kinds) {
      for (const f of await shape(
        db,
        rows.filter((r) => r.kind === kind),
        withComments,
      )) {
        shaped.set(f.id, f);
      }
    }
    return rows.map((r) => shaped.get(r.id)!);
  }
  if (!rows.length) return [];
  const kind = rows[0]!.kind;
  const [reviews, comments, grades, lines] = await Promise.all([
    reviewsOf(db, KINDS[kind], inIds(qaReviews.id, [...new Set(rows.map((r) => r.reviewId))])),
    withComments
      ? commentsOf(
          db,
          kind === 'chat' ? 'chatFeedback' : 'ticketFeedback',
          rows.map((r) => r.id),
        )
      : Promise.resolve(new Map()),
    withComments
      ? db
          .select({
            id: qaScoreGrades.id,
            name: qaScoreGrades.name,
            value: qaScoreGrades.value,
            color: qaScoreGrades.color,
          })
          .from(qaScoreGrades)
          .orderBy(desc(qaScoreGrades.value), asc(qaScoreGrades.id))
      : Promise.resolve([]),
    // One feedback's detail: its conversation's lines.
    withComments ? transcriptOf(db, kind, rows[0]!.conversationId) : Promise.resolve([]),
  ]);
  return rows.map((r) => {
    const { comments: _, ...review } = reviews.find((v) => v.id === r.reviewId)!;
    return {
      id: r.id,
      kind: r.kind,
      conversationId: r.conversationId,
      conversationTitle: r.title,
      review,
      agent: { id: r.agentId, name: r.agentName },
      author: { id: r.authorId, name: r.authorName },
      content: r.content,
      status: r.status,
      dispute: r.disputedAt
        ? { reason: r.disputeReason ?? '', proposedScores: r.disputeScores ?? [], at: iso(r.disputedAt) }
        : null,
      resolution:
        r.resolvedAt && r.resolvedBy !== null
          ? {
              note: r.resolutionNote ?? '',
              scoreBefore: Number(r.scoreBefore),
              scoreAfter: Number(r.scoreAfter),
              by: { id: r.resolvedBy, name: r.resolverName ?? '' },
              at: iso(r.resolvedAt),
            }
          : null,
      seenAt: isoOrNull(r.seenAt),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      comments: comments.get(r.id) ?? [],
      grades: grades.map((g) => ({ ...g, value: Number(g.value) })),
      transcript: lines.map((l) => ({
        id: l.id,
        author: l.author,
        authorKind: l.authorKind as 'agent' | 'customer' | 'client',
        text: l.text,
        sentAt: iso(l.sentAt),
      })),
    };
  });
}

/** A feedback of that kind, or of either kind (QC v1's ids name both) when `kind` is undefined. */
export async function findFeedback(
  db: Executor,
  kind: Kind | undefined,
  id: number,
  lock = false,
): Promise<Row | null> {
  const query = selectFeedbacks(db).where(and(eq(qaFeedbacks.id, id), kind ? eq(qaFeedbacks.kind, kind) : undefined));
  const [row] = await (lock ? query.for('update', { of: qaFeedbacks }) : query);
  return row ?? null;
}

export async function feedbackOf(db: Executor, kind: Kind, id: number): Promise<Feedback> {
  const row = await findFeedback(db, kind, id);
  if (!row) throw notFound('Feedback');
  return (await shape(db, [row], true))[0]!;
}

export const getFeedback = (ctx: AppContext, kind: Kind, id: number) => feedbackOf(ctx.db, kind, id);

export interface FeedbackListQuery {
  page: number;
  take: number;
  sortBy?: 'createdAt' | 'status' | 'score' | undefined;
  direction: 'ASC' | 'DESC';
  status?: FeedbackStatus | undefined;
  agentId?: number | undefined;
  authorId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  chatId?: number | undefined;
  ticketId?: number | undefined;
  /** Words in the feedback, its agent's or author's name or its conversation's title (QC v1's search). */
  search?: string | undefined;
}

const ORDER: ListOrder<NonNullable<FeedbackListQuery['sortBy']>> = {
  columns: {
    createdAt: qaFeedbacks.createdAt,
    status: sql`array_position(ARRAY['new','seen','disputed','accepted','resolved'], ${qaFeedbacks.status})`,
    score: qaReviews.score,
  },
  // Newest first (qa_feedbacks_kind_idx), ties by id as every sort breaks them.
  fallback: [desc(qaFeedbacks.createdAt), desc(qaFeedbacks.id)],
  tiebreak: qaFeedbacks.id,
};

/** The feedbacks of a kind the user sees: every one, or their own. */
const visibleTo = (user: AuthUser, kind: Kind) =>
  and(eq(qaFeedbacks.kind, kind), seesAllFeedback(user, kind) ? undefined : eq(qaFeedbacks.agentId, user.id))!;

/** One kind's feedbacks, or (`kind` undefined: QC v1's lists) both kinds', each by its own rule. */
export async function listFeedbacks(ctx: AppContext, user: AuthUser, kind: Kind | undefined, q: FeedbackListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [kind ? visibleTo(user, kind) : or(visibleTo(user, 'chat'), visibleTo(user, 'ticket'))!];
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(
      or(
        ilike(qaFeedbacks.content, like),
        ilike(agentUser.name, like),
        ilike(authorUser.name, like),
        ilike(qaChats.customerName, like),
        ilike(qaTickets.subject, like),
      )!,
    );
  }
  if (q.status) where.push(eq(qaFeedbacks.status, q.status));
  if (q.agentId !== undefined) where.push(eq(qaFeedbacks.agentId, q.agentId));
  if (q.authorId !== undefined) where.push(eq(qaFeedbacks.authorId, q.authorId));
  if (q.from) where.push(sql`${qaFeedbacks.createdAt} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`${qaFeedbacks.createdAt} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  // Spec §5: a chat list leaves out the ticket keys, a ticket list the chat keys.
  const conversation = kind === 'chat' ? q.chatId : kind === 'ticket' ? q.ticketId : undefined;
  if (kind && conversation !== undefined) where.push(eq(KINDS[kind].reviewKey, conversation));
  const filter = and(...where);
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectFeedbacks(ctx.db)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    // A search reads names and titles: counted over the rows' own joins.
    count: q.search
      ? selectFeedbacks(ctx.db).where(filter)
      : ctx.db
          .select({ one: sql`1` })
          .from(qaFeedbacks)
          .innerJoin(qaReviews, eq(qaReviews.id, qaFeedbacks.reviewId))
          .where(filter),
    order: ORDER,
    shape: async (rows) =>
      (await shape(ctx.db, rows, false)).map(({ comments: _, grades: __, transcript: ___, ...f }) => f),
  }) as never;
}
