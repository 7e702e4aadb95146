// Feedbacks (docs/qa.md "Feedbacks"): a reviewer's words on a review for one of its agents. The agent
// marks it seen, accepts it or disputes it (reason, proposed grades); a reviewer or QC manager resolves
// a dispute, maybe regrading the review (audited; statistics follow, as they read the review). The
// agent hears of the feedback and of every move someone else makes; the reviewers of a dispute.

import { hasScopes } from '@backoffice/contract';
import {
  AGENT_STATUSES,
  type CreateFeedbackBody,
  FEEDBACK_TRANSITIONS,
  type Feedback,
  type FeedbackStatus,
  type FeedbackStatusBody,
} from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { inIds, type ListOrder, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import {
  qaChatMessages,
  qaChats,
  qaFeedbacks,
  qaReviewAgents,
  qaReviews,
  qaScoreGrades,
  qaScoreTypes,
  qaTicketReplies,
  qaTickets,
} from '../schema.js';
import { commentsOf } from './comments.js';
import { regrade } from './reviews.js';
import { reviewsOf } from './reviews-read.js';
import { iso, isoOrNull, KINDS, type Kind } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';

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

type Row = Awaited<ReturnType<typeof selectFeedbacks>>[number];

/** Reviewers of the kind and QC managers see every feedback; an agent their own. */
export const seesAllFeedback = (user: AuthUser, kind: Kind) =>
  hasScopes(user.scopes, [kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review'], user.isAdmin) ||
  hasScopes(user.scopes, ['qa:manager'], user.isAdmin);
const manages = (user: AuthUser) => hasScopes(user.scopes, ['qa:manager'], user.isAdmin);

/** A conversation's lines as a feedback shows them. */
const transcriptOf = (db: Executor, kind: Kind, id: number) =>
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

export async function findFeedback(db: Executor, kind: Kind, id: number, lock = false): Promise<Row | null> {
  const query = selectFeedbacks(db).where(and(eq(qaFeedbacks.id, id), eq(qaFeedbacks.kind, kind)));
  const [row] = await (lock ? query.for('update', { of: qaFeedbacks }) : query);
  return row ?? null;
}

async function one(db: Executor, kind: Kind, id: number): Promise<Feedback> {
  const row = await findFeedback(db, kind, id);
  if (!row) throw notFound('Feedback');
  return (await shape(db, [row], true))[0]!;
}

export const getFeedback = (ctx: AppContext, kind: Kind, id: number) => one(ctx.db, kind, id);

const link = (kind: Kind, id: number) =>
  kind === 'chat' ? qaScreens.chatFeedback.href({ id }) : qaScreens.ticketFeedback.href({ id });

export async function createFeedback(ctx: AppContext, user: AuthUser, kind: Kind, body: CreateFeedbackBody) {
  const feedback = await ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: qaReviews.id, reviewLater: qaReviews.reviewLater, deletedAt: qaReviews.deletedAt })
      .from(qaReviews)
      .where(and(eq(qaReviews.id, body.review.id), eq(qaReviews.kind, kind)));
    if (!review || review.deletedAt || review.reviewLater) {
      throw badRequest('body.review.id', `is not a finished ${kind} review`);
    }
    const agents = await tx
      .select({ userId: qaReviewAgents.userId })
      .from(qaReviewAgents)
      .where(eq(qaReviewAgents.reviewId, review.id));
    let agentId = body.feedback.agentId;
    if (agentId === undefined) {
      if (agents.length !== 1) throw badRequest('body.feedback.agentId', 'must name one of the review’s agents');
      agentId = agents[0]!.userId;
    } else if (!agents.some((a) => a.userId === agentId)) {
      throw badRequest('body.feedback.agentId', 'is not an agent of the review');
    }
    const [made] = await tx
      .insert(qaFeedbacks)
      .values({ kind, reviewId: review.id, agentId, authorId: user.id, content: body.feedback.content })
      .returning({ id: qaFeedbacks.id });
    const id = made!.id;
    await refreshReviewBuckets(tx, ctx.config.timeZone, [review.id]);
    auditChange(tx, { entity: `qa-${kind}-feedback`, entityId: id, after: { reviewId: review.id, agentId } });
    return one(tx, kind, id);
  });
  await notify(
    ctx,
    [feedback.agent.id].filter((id) => id !== user.id),
    {
      level: 'info',
      title: `New feedback on your ${kind} from ${user.name}`,
      body: feedback.content.slice(0, 140),
      link: link(kind, feedback.id),
    },
  );
  return feedback;
}

export async function updateFeedback(ctx: AppContext, kind: Kind, id: number, content: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findFeedback(tx, kind, id, true);
    if (!row) throw notFound('Feedback');
    if (row.status !== 'new' && row.status !== 'seen') {
      throw conflict(row.status, 'reworded', 'body.feedback.content');
    }
    await tx.update(qaFeedbacks).set({ content, updatedAt: sql`now()` }).where(eq(qaFeedbacks.id, id));
    auditChange(tx, {
      entity: `qa-${kind}-feedback`,
      entityId: id,
      before: { content: row.content },
      after: { content },
    });
    return one(tx, kind, id);
  });
}

function conflict(current: string, wanted: string, field = 'body.status') {
  const message = `The feedback is ${current}: it cannot be ${wanted}`;
  return new AppError('QA_STATUS_CONFLICT', message, [{ field, message }]);
}

async function assertGrades(tx: Tx, scores: { scoreTypeId: number; gradeId: number }[], field: string) {
  if (!scores.length) return;
  const [types, grades] = await Promise.all([
    tx
      .select({ id: qaScoreTypes.id })
      .from(qaScoreTypes)
      .where(
        inIds(
          qaScoreTypes.id,
          scores.map((s) => s.scoreTypeId),
        ),
      ),
    tx
      .select({ id: qaScoreGrades.id })
      .from(qaScoreGrades)
      .where(
        inIds(
          qaScoreGrades.id,
          scores.map((s) => s.gradeId),
        ),
      ),
  ]);
  scores.forEach((s, i) => {
    if (!types.some((t) => t.id === s.scoreTypeId)) throw badRequest(`${field}.${i}.scoreTypeId`, 'is not a criterion');
    if (!grades.some((g) => g.id === s.gradeId)) throw badRequest(`${field}.${i}.gradeId`, 'is not a grade');
  });
}

export async function setFeedbackStatus(
  ctx: AppContext,
  user: AuthUser,
  kind: Kind,
  id: number,
  body: FeedbackStatusBody,
): Promise<Feedback> {
  let reviewerIds: number[] = [];
  const feedback = await ctx.db.transaction(async (tx) => {
    const row = await findFeedback(tx, kind, id, true);
    if (!row) throw notFound('Feedback');
    const wanted = body.status;
    if (!FEEDBACK_TRANSITIONS[row.status].includes(wanted)) throw conflict(row.status, wanted);
    if (AGENT_STATUSES.includes(wanted)) {
      if (row.agentId !== user.id) throw forbidden(`Only ${row.agentName}, whose feedback it is, marks it ${wanted}`);
    } else if (!seesAllFeedback(user, kind) || (row.agentId === user.id && !manages(user))) {
      throw forbidden('A dispute is resolved by a reviewer or QC manager, never by the agent who raised it');
    }
    const now = sql`now()`;
    const set: PgUpdateSetSource<typeof qaFeedbacks> = { status: wanted, updatedAt: now };
    if (wanted === 'seen' || row.seenAt === null) set.seenAt = now;
    if (wanted === 'disputed') {
      if (!body.reason) throw badRequest('body.reason', 'is required to dispute: say why');
      await assertGrades(tx, body.proposedScores, 'body.proposedScores');
      Object.assign(set, { disputeReason: body.reason, disputeScores: body.proposedScores, disputedAt: now });
      const rows = await tx
        .select({ reviewerId: qaReviews.reviewerId })
        .from(qaReviews)
        .where(eq(qaReviews.id, row.reviewId));
      reviewerIds = [...new Set([row.authorId, ...rows.map((r) => r.reviewerId)])];
    }
    if (wanted === 'resolved') {
      const [review] = await tx
        .select({ score: qaReviews.score })
        .from(qaReviews)
        .where(eq(qaReviews.id, row.reviewId));
      let before = Number(review?.score ?? 0);
      let after = before;
      if (body.scores) {
        ({ before, after } = await regrade(tx, ctx.config.timeZone, kind, row.reviewId, body.scores, 'body'));
      }
      Object.assign(set, {
        resolutionNote: body.reason,
        scoreBefore: before,
        scoreAfter: after,
        resolvedBy: user.id,
        resolvedAt: now,
      });
    }
    await tx.update(qaFeedbacks).set(set).where(eq(qaFeedbacks.id, id));
    // Disputes are counted in the statistics' rollups.
    if (wanted === 'disputed') await refreshReviewBuckets(tx, ctx.config.timeZone, [row.reviewId]);
    auditChange(tx, {
      entity: `qa-${kind}-feedback`,
      entityId: id,
      before: { status: row.status },
      after: { status: wanted, reason: body.reason || undefined },
    });
    return one(tx, kind, id);
  });
  const words: Record<FeedbackStatus, string> = {
    new: 'is new',
    seen: 'was seen',
    accepted: 'was accepted',
    disputed: 'is disputed',
    resolved:
      feedback.resolution && feedback.resolution.scoreAfter !== feedback.resolution.scoreBefore
        ? `was resolved: the score went from ${feedback.resolution.scoreBefore} to ${feedback.resolution.scoreAfter}`
        : 'was resolved: the review stays as it is',
  };
  await notify(
    ctx,
    [feedback.agent.id].filter((u) => u !== user.id),
    {
      level: 'info',
      title: `Your ${kind} feedback ${words[feedback.status]}`,
      body: body.reason ? body.reason.slice(0, 140) : undefined,
      link: link(kind, id),
    },
  );
  if (feedback.status === 'disputed') {
    await notify(
      ctx,
      reviewerIds.filter((u) => u !== user.id),
      {
        level: 'warning',
        title: `${user.name} disputes a ${kind} feedback`,
        body: body.reason.slice(0, 140),
        link: link(kind, id),
      },
    );
  }
  return feedback;
}

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

export async function listFeedbacks(ctx: AppContext, user: AuthUser, kind: Kind, q: FeedbackListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [eq(qaFeedbacks.kind, kind)];
  if (!seesAllFeedback(user, kind)) where.push(eq(qaFeedbacks.agentId, user.id));
  if (q.status) where.push(eq(qaFeedbacks.status, q.status));
  if (q.agentId !== undefined) where.push(eq(qaFeedbacks.agentId, q.agentId));
  if (q.authorId !== undefined) where.push(eq(qaFeedbacks.authorId, q.authorId));
  if (q.from) where.push(sql`${qaFeedbacks.createdAt} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`${qaFeedbacks.createdAt} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  // Spec §5: a chat list leaves out the ticket keys, a ticket list the chat keys.
  const conversation = kind === 'chat' ? q.chatId : q.ticketId;
  if (conversation !== undefined) where.push(eq(KINDS[kind].reviewKey, conversation));
  const filter = and(...where);
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectFeedbacks(ctx.db)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db
      .select({ one: sql`1` })
      .from(qaFeedbacks)
      .innerJoin(qaReviews, eq(qaReviews.id, qaFeedbacks.reviewId))
      .where(filter),
    order: ORDER,
    shape: async (rows) =>
      (await shape(ctx.db, rows, false)).map(({ comments: _, grades: __, transcript: ___, ...f }) => f),
  }) as never;
}
