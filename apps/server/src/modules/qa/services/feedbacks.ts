// Feedbacks (docs/qc.md "Feedbacks"): a reviewer's words on a review for one of its agents. The agent
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
import { type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { countCapped, offsetOf, pageOf } from '../../../core/db/lists.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { commentsOf } from './comments.js';
import { idArray, iso, KINDS, type Kind, raw } from './conversations.js';
import { regrade } from './reviews.js';
import { reviewsOf } from './reviews-read.js';
import { refreshReviewBuckets } from './statistics-rollup.js';

type Row = {
  id: number;
  kind: Kind;
  review_id: number;
  agent_id: number;
  agent_name: string;
  author_id: number;
  author_name: string;
  content: string;
  status: FeedbackStatus;
  seen_at: Date | string | null;
  dispute_reason: string | null;
  dispute_scores: { scoreTypeId: number; gradeId: number }[] | null;
  disputed_at: Date | string | null;
  resolution_note: string | null;
  score_before: number | null;
  score_after: number | null;
  resolved_by: number | null;
  resolver_name: string | null;
  resolved_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  conversation_id: number;
  title: string;
};

const isoOrNull = (v: Date | string | null) => (v == null ? null : iso(v));

/** Reviewers of the kind and QC managers see every feedback; an agent their own. */
export const seesAllFeedback = (user: AuthUser, kind: Kind) =>
  hasScopes(user.scopes, [kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review'], user.isAdmin) ||
  hasScopes(user.scopes, ['qa:manager'], user.isAdmin);
const manages = (user: AuthUser) => hasScopes(user.scopes, ['qa:manager'], user.isAdmin);

const SELECT = sql.raw(`
  SELECT f.id, f.kind, f.review_id, f.agent_id, a.name AS agent_name, f.author_id, w.name AS author_name, f.content,
         f.status, f.seen_at, f.dispute_reason, f.dispute_scores, f.disputed_at, f.resolution_note, f.score_before,
         f.score_after, f.resolved_by, v.name AS resolver_name, f.resolved_at, f.created_at, f.updated_at,
         coalesce(r.chat_id, r.ticket_id) AS conversation_id,
         coalesce(ch.customer_name, tk.subject, '') AS title
    FROM qa_feedbacks f
    JOIN qa_reviews r ON r.id = f.review_id
    JOIN users a ON a.id = f.agent_id
    JOIN users w ON w.id = f.author_id
    LEFT JOIN users v ON v.id = f.resolved_by
    LEFT JOIN qa_chats ch ON ch.id = r.chat_id
    LEFT JOIN qa_tickets tk ON tk.id = r.ticket_id`);

async function shape(db: Executor, rows: Row[], withComments: boolean): Promise<Feedback[]> {
  if (!rows.length) return [];
  const kind = rows[0]!.kind;
  const [reviews, comments, grades, lines] = await Promise.all([
    reviewsOf(db, KINDS[kind], sql`r.id = ANY(${idArray([...new Set(rows.map((r) => r.review_id))])})`),
    withComments
      ? commentsOf(
          db,
          kind === 'chat' ? 'chatFeedback' : 'ticketFeedback',
          rows.map((r) => r.id),
        )
      : Promise.resolve(new Map()),
    withComments
      ? db.execute<{ id: number; name: string; value: number; color: string }>(
          sql`SELECT id, name, value, color FROM qa_score_grades ORDER BY value DESC, id`,
        )
      : Promise.resolve({ rows: [] }),
    // One feedback's detail: its conversation's lines.
    withComments
      ? kind === 'chat'
        ? db.execute<{ id: number; author: string; author_kind: string; text: string; sent_at: Date | string }>(
            sql`SELECT id, author, author_kind, text, sent_at FROM qa_chat_messages WHERE chat_id = ${rows[0]!.conversation_id} ORDER BY position`,
          )
        : db.execute<{ id: number; author: string; author_kind: string; text: string; sent_at: Date | string }>(
            sql`SELECT id, author, author_kind, body AS text, sent_at FROM qa_ticket_replies WHERE ticket_id = ${rows[0]!.conversation_id} ORDER BY position`,
          )
      : Promise.resolve({ rows: [] }),
  ]);
  return rows.map((r) => {
    const { comments: _, ...review } = reviews.find((v) => v.id === r.review_id)!;
    return {
      id: r.id,
      kind: r.kind,
      conversationId: r.conversation_id,
      conversationTitle: r.title,
      review,
      agent: { id: r.agent_id, name: r.agent_name },
      author: { id: r.author_id, name: r.author_name },
      content: r.content,
      status: r.status,
      dispute: r.disputed_at
        ? { reason: r.dispute_reason ?? '', proposedScores: r.dispute_scores ?? [], at: iso(r.disputed_at) }
        : null,
      resolution:
        r.resolved_at && r.resolved_by !== null
          ? {
              note: r.resolution_note ?? '',
              scoreBefore: Number(r.score_before),
              scoreAfter: Number(r.score_after),
              by: { id: r.resolved_by, name: r.resolver_name ?? '' },
              at: iso(r.resolved_at),
            }
          : null,
      seenAt: isoOrNull(r.seen_at),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      comments: comments.get(r.id) ?? [],
      grades: grades.rows.map((g) => ({ ...g, value: Number(g.value) })),
      transcript: lines.rows.map((l) => ({
        id: l.id,
        author: l.author,
        authorKind: l.author_kind as 'agent' | 'customer' | 'client',
        text: l.text,
        sentAt: iso(l.sent_at),
      })),
    };
  });
}

export async function findFeedback(db: Executor, kind: Kind, id: number, lock = false): Promise<Row | null> {
  const { rows } = await db.execute<Row>(
    sql`${SELECT} WHERE f.id = ${id} AND f.kind = ${kind} ${lock ? sql`FOR UPDATE OF f` : sql``}`,
  );
  return rows[0] ?? null;
}

async function one(db: Executor, kind: Kind, id: number): Promise<Feedback> {
  const row = await findFeedback(db, kind, id);
  if (!row) throw notFound('Feedback');
  return (await shape(db, [row], true))[0]!;
}

export const getFeedback = (ctx: AppContext, kind: Kind, id: number) => one(ctx.db, kind, id);

const link = (kind: Kind, id: number) => `/qc-v2/${kind}-feedbacks/${id}`;

export async function createFeedback(ctx: AppContext, user: AuthUser, kind: Kind, body: CreateFeedbackBody) {
  const feedback = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; review_later: boolean; deleted_at: unknown }>(
      sql`SELECT id, review_later, deleted_at FROM qa_reviews WHERE id = ${body.review.id} AND kind = ${kind}`,
    );
    const review = rows[0];
    if (!review || review.deleted_at || review.review_later) {
      throw badRequest('body.review.id', `is not a finished ${kind} review`);
    }
    const { rows: agents } = await tx.execute<{ user_id: number }>(
      sql`SELECT user_id FROM qa_review_agents WHERE review_id = ${review.id}`,
    );
    let agentId = body.feedback.agentId;
    if (agentId === undefined) {
      if (agents.length !== 1) throw badRequest('body.feedback.agentId', 'must name one of the review’s agents');
      agentId = agents[0]!.user_id;
    } else if (!agents.some((a) => a.user_id === agentId)) {
      throw badRequest('body.feedback.agentId', 'is not an agent of the review');
    }
    const { rows: made } = await tx.execute<{ id: number }>(
      sql`INSERT INTO qa_feedbacks (kind, review_id, agent_id, author_id, content)
          VALUES (${kind}, ${review.id}, ${agentId}, ${user.id}, ${body.feedback.content}) RETURNING id`,
    );
    const id = made[0]!.id;
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
    await tx.execute(sql`UPDATE qa_feedbacks SET content = ${content}, updated_at = now() WHERE id = ${id}`);
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
    tx.execute<{ id: number }>(
      sql`SELECT id FROM qa_score_types WHERE id = ANY(${idArray(scores.map((s) => s.scoreTypeId))})`,
    ),
    tx.execute<{ id: number }>(
      sql`SELECT id FROM qa_score_grades WHERE id = ANY(${idArray(scores.map((s) => s.gradeId))})`,
    ),
  ]);
  scores.forEach((s, i) => {
    if (!types.rows.some((t) => t.id === s.scoreTypeId))
      throw badRequest(`${field}.${i}.scoreTypeId`, 'is not a criterion');
    if (!grades.rows.some((g) => g.id === s.gradeId)) throw badRequest(`${field}.${i}.gradeId`, 'is not a grade');
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
      if (row.agent_id !== user.id) throw forbidden(`Only ${row.agent_name}, whose feedback it is, marks it ${wanted}`);
    } else if (!seesAllFeedback(user, kind) || (row.agent_id === user.id && !manages(user))) {
      throw forbidden('A dispute is resolved by a reviewer or QC manager, never by the agent who raised it');
    }
    const set: SQL[] = [sql`status = ${wanted}`, sql`updated_at = now()`];
    if (wanted === 'seen') set.push(sql`seen_at = now()`);
    if (row.seen_at === null && wanted !== 'seen') set.push(sql`seen_at = now()`);
    if (wanted === 'disputed') {
      if (!body.reason) throw badRequest('body.reason', 'is required to dispute: say why');
      await assertGrades(tx, body.proposedScores, 'body.proposedScores');
      set.push(
        sql`dispute_reason = ${body.reason}`,
        sql`dispute_scores = ${JSON.stringify(body.proposedScores)}::jsonb`,
        sql`disputed_at = now()`,
      );
      const { rows } = await tx.execute<{ reviewer_id: number }>(
        sql`SELECT reviewer_id FROM qa_reviews WHERE id = ${row.review_id}`,
      );
      reviewerIds = [...new Set([row.author_id, ...rows.map((r) => r.reviewer_id)])];
    }
    if (wanted === 'resolved') {
      const { rows } = await tx.execute<{ score: number }>(
        sql`SELECT score FROM qa_reviews WHERE id = ${row.review_id}`,
      );
      let before = Number(rows[0]?.score ?? 0);
      let after = before;
      if (body.scores) {
        ({ before, after } = await regrade(tx, ctx.config.timeZone, kind, row.review_id, body.scores, 'body'));
      }
      set.push(
        sql`resolution_note = ${body.reason}`,
        sql`score_before = ${before}`,
        sql`score_after = ${after}`,
        sql`resolved_by = ${user.id}`,
        sql`resolved_at = now()`,
      );
    }
    await tx.execute(sql`UPDATE qa_feedbacks SET ${sql.join(set, sql`, `)} WHERE id = ${id}`);
    // Disputes are counted in the statistics' rollups.
    if (wanted === 'disputed') await refreshReviewBuckets(tx, ctx.config.timeZone, [row.review_id]);
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

const SORTS = {
  createdAt: 'f.created_at',
  status: "array_position(ARRAY['new','seen','disputed','accepted','resolved'], f.status)",
  score: 'r.score',
};

export async function listFeedbacks(ctx: AppContext, user: AuthUser, kind: Kind, q: FeedbackListQuery) {
  const tz = ctx.config.timeZone;
  const where: SQL[] = [sql`f.kind = ${kind}`];
  if (!seesAllFeedback(user, kind)) where.push(sql`f.agent_id = ${user.id}`);
  if (q.status) where.push(sql`f.status = ${q.status}`);
  if (q.agentId !== undefined) where.push(sql`f.agent_id = ${q.agentId}`);
  if (q.authorId !== undefined) where.push(sql`f.author_id = ${q.authorId}`);
  if (q.from) where.push(sql`f.created_at >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`f.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  // Spec §5: a chat list leaves out the ticket keys, a ticket list the chat keys.
  const conversation = kind === 'chat' ? q.chatId : q.ticketId;
  if (conversation !== undefined) where.push(sql`${raw(`r.${KINDS[kind].key}`)} = ${conversation}`);
  const filter = sql.join(where, sql` AND `);
  const direction = raw(q.sortBy ? q.direction : 'DESC');
  const [page, count] = await Promise.all([
    ctx.db.execute<Row>(
      sql`${SELECT} WHERE ${filter} ORDER BY ${raw(SORTS[q.sortBy ?? 'createdAt'])} ${direction}, f.id ${direction}
          LIMIT ${q.take} OFFSET ${offsetOf(q)}`,
    ),
    countCapped(ctx.db, sql`SELECT 1 FROM qa_feedbacks f JOIN qa_reviews r ON r.id = f.review_id WHERE ${filter}`),
  ]);
  const items = (await shape(ctx.db, page.rows, false)).map(({ comments: _, grades: __, transcript: ___, ...f }) => f);
  return pageOf(items, count, q) as never;
}
