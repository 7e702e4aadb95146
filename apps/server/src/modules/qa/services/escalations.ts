// Escalations (docs/qa.md "Escalations"): a reviewer asks the QC managers for a second look at a
// conversation and reviews of it. A manager takes it (open → in-progress, or back), and reviews the
// conversation: that review is the manager's own on the conversation (made through the review service,
// so it counts like any other) and the escalation is reviewed. A move the rules do not allow is a 409
// naming the current status.
import {
  type CreateEscalationBody,
  ESCALATION_TRANSITIONS,
  type Escalation,
  type EscalationReviewBody,
  type EscalationStatus,
} from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { inIds, paged } from '../../../core/db/lists.js';
import { profiles, users } from '../../../core/db/schema.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { qaChats, qaEscalationReviews, qaEscalations, qaReviews, qaTickets } from '../schema.js';
import { conversationKeys, createReview } from './reviews.js';
import { reviewsOf } from './reviews-read.js';
import { iso, KINDS, type Kind } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';
import { replacedBy } from './statistics-source.js';

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

async function find(db: Executor, id: number, kind?: Kind, lock = false): Promise<Row> {
  const query = selectEscalations(db).where(
    and(eq(qaEscalations.id, id), kind ? eq(qaEscalations.kind, kind) : undefined),
  );
  const [row] = await (lock ? query.for('update', { of: qaEscalations }) : query);
  if (!row) throw notFound('Escalation');
  return row;
}

async function one(db: Executor, id: number, kind?: Kind): Promise<Escalation> {
  const row = await find(db, id, kind);
  return (await shape(db, row.kind, [row]))[0]!;
}

export const getEscalation = (ctx: AppContext, kind: Kind, id: number) => one(ctx.db, id, kind);

const link = (kind: Kind, id: number) =>
  kind === 'chat' ? qaScreens.chatEscalation.href({ id }) : qaScreens.ticketEscalation.href({ id });

export async function createEscalation(ctx: AppContext, user: AuthUser, kind: Kind, body: CreateEscalationBody) {
  const k = KINDS[kind];
  const escalation = await ctx.db.transaction(async (tx) => {
    const id = body.escalation.conversationId;
    const [conversation] = await tx.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, id));
    if (!conversation) throw badRequest('body.escalation.conversationId', `is not a ${kind}`);
    const reviews = [...new Set(body.reviews)];
    if (reviews.length) {
      const found = await tx
        .select({ id: qaReviews.id })
        .from(qaReviews)
        .where(and(inIds(qaReviews.id, reviews), eq(k.reviewKey, id)));
      const known = new Set(found.map((f) => f.id));
      const index = body.reviews.findIndex((r) => !known.has(r));
      if (index >= 0) throw badRequest(`body.reviews.${index}`, `is not a review of this ${kind}`);
    }
    const [made] = await tx
      .insert(qaEscalations)
      .values({ kind, ...conversationKeys(k, id), reason: body.escalation.reason, raisedBy: user.id })
      .returning({ id: qaEscalations.id });
    const escalationId = made!.id;
    if (reviews.length) {
      await tx.insert(qaEscalationReviews).values(reviews.map((reviewId) => ({ escalationId, reviewId })));
    }
    auditChange(tx, {
      entity: `qa-${kind}-escalation`,
      entityId: escalationId,
      after: { conversationId: id, reviews },
    });
    return one(tx, escalationId, kind);
  });
  await notify(
    ctx,
    (await usersHolding(ctx.db, 'qa:manager')).filter((id) => id !== user.id),
    {
      level: 'warning',
      title: `${user.name} escalated a ${kind}`,
      body: escalation.reason.slice(0, 140),
      link: link(kind, escalation.id),
    },
  );
  return escalation;
}

function conflict(current: EscalationStatus, wanted: string) {
  const message = `The escalation is ${current}: it cannot ${wanted}`;
  return new AppError('QA_STATUS_CONFLICT', message, [{ field: 'body.status', message }]);
}

export async function setEscalationStatus(ctx: AppContext, user: AuthUser, id: number, status: EscalationStatus) {
  const escalation = await ctx.db.transaction(async (tx) => {
    const row = await find(tx, id, undefined, true);
    if (!ESCALATION_TRANSITIONS[row.status].includes(status)) {
      throw conflict(row.status, status === 'reviewed' ? 'be marked reviewed without a review' : `move to ${status}`);
    }
    await tx
      .update(qaEscalations)
      .set({ status, handledBy: status === 'in-progress' ? user.id : null, updatedAt: sql`now()` })
      .where(eq(qaEscalations.id, id));
    auditChange(tx, {
      entity: `qa-${row.kind}-escalation`,
      entityId: id,
      before: { status: row.status },
      after: { status },
    });
    return one(tx, id);
  });
  await notify(
    ctx,
    [escalation.raisedBy.id].filter((u) => u !== user.id),
    {
      level: 'info',
      title: status === 'in-progress' ? `${user.name} took your escalation` : `Your escalation is open again`,
      link: link(escalation.kind, id),
    },
  );
  return escalation;
}

export async function reviewEscalation(
  ctx: AppContext,
  user: AuthUser,
  kind: Kind,
  id: number,
  body: EscalationReviewBody,
): Promise<Escalation> {
  const escalation = await ctx.db.transaction(async (tx) => {
    const row = await find(tx, id, kind, true);
    if (row.status === 'reviewed') throw conflict(row.status, 'be reviewed again');
    const review = await createReview(
      { ...ctx, db: tx },
      user,
      kind,
      row.conversationId,
      {
        agents: body.reviews.agents,
        sendStats: true,
        reviewLater: false,
        data: { scores: body.reviews.scores, tags: body.reviews.tags, comment: body.reviews.comment },
      },
      'body.reviews',
    );
    await tx
      .update(qaEscalations)
      .set({
        status: 'reviewed',
        handledBy: user.id,
        outcomeReviewId: review.id,
        reviewedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(qaEscalations.id, id));
    // The manager's review takes the place of the reviews escalated (statistics-source.ts): their
    // buckets are counted again without them.
    const replaced = await replacedBy(tx, review.id);
    await refreshReviewBuckets(tx, ctx.config.timeZone, replaced);
    auditChange(tx, {
      entity: `qa-${kind}-escalation`,
      entityId: id,
      before: { status: row.status },
      after: { status: 'reviewed', reviewId: review.id, replaced },
    });
    return one(tx, id, kind);
  });
  await notify(
    ctx,
    [escalation.raisedBy.id].filter((u) => u !== user.id),
    {
      level: 'success',
      title: `${user.name} reviewed your ${kind} escalation: ${escalation.outcome?.score ?? ''}`,
      link: link(kind, id),
    },
  );
  return escalation;
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
}

const STATUS_ORDER = sql`array_position(ARRAY['open','in-progress','reviewed'], ${qaEscalations.status})`;

export async function listEscalations(ctx: AppContext, user: AuthUser, kind: Kind, q: EscalationListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [eq(qaEscalations.kind, kind)];
  // Spec §3: the profile's showReviewedEscalations shows reviewed ones; the query may ask for them too.
  const [profile] = await ctx.db
    .select({ show: profiles.showReviewedEscalations })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const showReviewed = q.withReviewed ? q.withReviewed === 'true' : Boolean(profile?.show);
  if (q.status) where.push(eq(qaEscalations.status, q.status));
  else if (!showReviewed) where.push(ne(qaEscalations.status, 'reviewed'));
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
    count: ctx.db.select({ one: sql`1` }).from(qaEscalations).where(filter),
    order: {
      columns: { createdAt: qaEscalations.createdAt },
      fallback: [byStatus, desc(qaEscalations.createdAt), desc(qaEscalations.id)],
      tiebreak: qaEscalations.id,
    },
    shape: (rows) => shape(ctx.db, kind, rows),
  }) as never;
}
