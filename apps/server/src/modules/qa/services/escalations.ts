// Escalations (docs/qc.md "Escalations"): a reviewer asks the QC managers for a second look at a
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
import { type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { countCapped, offsetOf, pageOf } from '../../../core/db/lists.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { idArray, iso, KINDS, type Kind, raw } from './conversations.js';
import { createReview } from './reviews.js';
import { reviewsOf } from './reviews-read.js';

type Row = {
  id: number;
  kind: Kind;
  conversation_id: number;
  title: string;
  reason: string;
  raised_by: number;
  raiser_name: string;
  status: EscalationStatus;
  handled_by: number | null;
  handler_name: string | null;
  outcome_review_id: number | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const SELECT = sql.raw(`
  SELECT e.id, e.kind, coalesce(e.chat_id, e.ticket_id) AS conversation_id, coalesce(ch.customer_name, tk.subject, '') AS title,
         e.reason, e.raised_by, u.name AS raiser_name, e.status, e.handled_by, h.name AS handler_name, e.outcome_review_id,
         e.reviewed_at, e.created_at, e.updated_at
    FROM qa_escalations e
    JOIN users u ON u.id = e.raised_by
    LEFT JOIN users h ON h.id = e.handled_by
    LEFT JOIN qa_chats ch ON ch.id = e.chat_id
    LEFT JOIN qa_tickets tk ON tk.id = e.ticket_id`);

async function shape(db: Executor, kind: Kind, rows: Row[]): Promise<Escalation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { rows: links } = await db.execute<{ escalation_id: number; review_id: number }>(
    sql`SELECT escalation_id, review_id FROM qa_escalation_reviews WHERE escalation_id = ANY(${idArray(ids)})`,
  );
  const reviewIds = [
    ...new Set([
      ...links.map((l) => l.review_id),
      ...rows.flatMap((r) => (r.outcome_review_id ? [r.outcome_review_id] : [])),
    ]),
  ];
  const reviews = reviewIds.length ? await reviewsOf(db, KINDS[kind], sql`r.id = ANY(${idArray(reviewIds)})`) : [];
  const strip = (id: number) => {
    const found = reviews.find((r) => r.id === id);
    if (!found) return null;
    const { comments: _, ...review } = found;
    return review;
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    conversationId: r.conversation_id,
    conversationTitle: r.title,
    reason: r.reason,
    raisedBy: { id: r.raised_by, name: r.raiser_name },
    reviews: links
      .filter((l) => l.escalation_id === r.id)
      .map((l) => strip(l.review_id))
      .filter((v) => v !== null),
    status: r.status,
    handledBy: r.handled_by === null ? null : { id: r.handled_by, name: r.handler_name ?? '' },
    outcome: r.outcome_review_id === null ? null : strip(r.outcome_review_id),
    reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

async function find(db: Executor, id: number, kind?: Kind, lock = false): Promise<Row> {
  const { rows } = await db.execute<Row>(
    sql`${SELECT} WHERE e.id = ${id} ${kind ? sql`AND e.kind = ${kind}` : sql``} ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  );
  if (!rows[0]) throw notFound('Escalation');
  return rows[0];
}

async function one(db: Executor, id: number, kind?: Kind): Promise<Escalation> {
  const row = await find(db, id, kind);
  return (await shape(db, row.kind, [row]))[0]!;
}

export const getEscalation = (ctx: AppContext, kind: Kind, id: number) => one(ctx.db, id, kind);

const link = (kind: Kind, id: number) => `/qc-v2/${kind}-escalations/${id}`;

export async function createEscalation(ctx: AppContext, user: AuthUser, kind: Kind, body: CreateEscalationBody) {
  const k = KINDS[kind];
  const escalation = await ctx.db.transaction(async (tx) => {
    const id = body.escalation.conversationId;
    const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM ${raw(k.table)} WHERE id = ${id}`);
    if (!rows[0]) throw badRequest('body.escalation.conversationId', `is not a ${kind}`);
    const reviews = [...new Set(body.reviews)];
    if (reviews.length) {
      const { rows: found } = await tx.execute<{ id: number }>(
        sql`SELECT id FROM qa_reviews WHERE id = ANY(${idArray(reviews)}) AND ${raw(k.key)} = ${id}`,
      );
      const known = new Set(found.map((f) => f.id));
      const index = body.reviews.findIndex((r) => !known.has(r));
      if (index >= 0) throw badRequest(`body.reviews.${index}`, `is not a review of this ${kind}`);
    }
    const { rows: made } = await tx.execute<{ id: number }>(
      sql`INSERT INTO qa_escalations (kind, ${raw(k.key)}, reason, raised_by) VALUES (${kind}, ${id}, ${body.escalation.reason}, ${user.id})
          RETURNING id`,
    );
    const escalationId = made[0]!.id;
    if (reviews.length) {
      await tx.execute(
        sql`INSERT INTO qa_escalation_reviews (escalation_id, review_id) SELECT ${escalationId}, unnest(${idArray(reviews)})`,
      );
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
    await tx.execute(
      sql`UPDATE qa_escalations SET status = ${status}, handled_by = ${status === 'in-progress' ? user.id : null},
             updated_at = now() WHERE id = ${id}`,
    );
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
      row.conversation_id,
      {
        agents: body.reviews.agents,
        sendStats: true,
        reviewLater: false,
        data: { scores: body.reviews.scores, tags: body.reviews.tags, comment: body.reviews.comment },
      },
      'body.reviews',
    );
    await tx.execute(
      sql`UPDATE qa_escalations SET status = 'reviewed', handled_by = ${user.id}, outcome_review_id = ${review.id},
             reviewed_at = now(), updated_at = now() WHERE id = ${id}`,
    );
    auditChange(tx, {
      entity: `qa-${kind}-escalation`,
      entityId: id,
      before: { status: row.status },
      after: { status: 'reviewed', reviewId: review.id },
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

export async function listEscalations(ctx: AppContext, user: AuthUser, kind: Kind, q: EscalationListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [sql`e.kind = ${kind}`];
  // Spec §3: the profile's showReviewedEscalations shows reviewed ones; the query may ask for them too.
  const { rows: profile } = await ctx.db.execute<{ show: boolean | null }>(
    sql`SELECT show_reviewed_escalations AS show FROM profiles WHERE user_id = ${user.id}`,
  );
  const showReviewed = q.withReviewed ? q.withReviewed === 'true' : Boolean(profile[0]?.show);
  if (q.status) where.push(sql`e.status = ${q.status}`);
  else if (!showReviewed) where.push(sql`e.status <> 'reviewed'`);
  if (q.raisedById !== undefined) where.push(sql`e.raised_by = ${q.raisedById}`);
  if (q.from) where.push(sql`e.created_at >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`e.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  const filter = sql.join(where, sql` AND `);
  const direction = raw(q.direction);
  const order =
    q.sortBy === 'status'
      ? sql`array_position(ARRAY['open','in-progress','reviewed'], e.status) ${direction}, e.created_at DESC, e.id DESC`
      : q.sortBy === 'createdAt'
        ? sql`e.created_at ${direction}, e.id ${direction}`
        : sql`array_position(ARRAY['open','in-progress','reviewed'], e.status), e.created_at DESC, e.id DESC`;
  const [page, count] = await Promise.all([
    ctx.db.execute<Row>(sql`${SELECT} WHERE ${filter} ORDER BY ${order} LIMIT ${q.take} OFFSET ${offsetOf(q)}`),
    countCapped(ctx.db, sql`SELECT 1 FROM qa_escalations e WHERE ${filter}`),
  ]);
  return pageOf(await shape(ctx.db, kind, page.rows), count, q) as never;
}
