// Making, changing and deleting reviews (docs/qc.md "Reviews"). A review grades every active
// criterion (a deferred chat review — `reviewLater` — may stop half way), keeps the weights and grade
// values it was given and the score they make (contract/rules/qa-score.ts). One live review per
// reviewer and conversation: reviewing again replaces one's own. Deleting is soft. Each change
// settles the conversation's place in the queue (`settle`) in the same transaction.
import type { Review } from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import type { Actor } from './comments.js';
import { conversationRow, idArray, KINDS, type Kind, type KindSpec, raw } from './conversations.js';
import { reviewsOf } from './reviews-read.js';
import { refreshReviewBuckets } from './statistics-rollup.js';

export interface ReviewInput {
  agents?: number[] | undefined;
  sendStats: boolean;
  reviewLater?: boolean;
  data: { scores: { scoreTypeId: number; gradeId: number }[]; tags: number[]; comment: string };
}

/**
 * Puts a conversation where its reviews say: reviewed when a finished live review is left,
 * deferred when only deferred ones are, else waiting (a ticket never pulled stays out). The claim is
 * let go: its reviewer is done with it.
 */
export async function settle(tx: Tx, k: KindSpec, id: number): Promise<void> {
  await tx.execute(sql`
    WITH counts AS (
      SELECT count(*) FILTER (WHERE NOT review_later) AS finished, count(*) FILTER (WHERE review_later) AS deferred
        FROM qa_reviews WHERE ${raw(k.key)} = ${id} AND deleted_at IS NULL
    )
    UPDATE ${raw(k.table)} c
       SET review_count = counts.finished,
           queue_state = CASE WHEN counts.finished > 0 THEN 'reviewed'
                              WHEN counts.deferred > 0 THEN 'deferred'
                              WHEN c.queue_state = 'out' THEN 'out'
                              ELSE 'waiting' END,
           claimed_by = NULL, claimed_until = NULL
      FROM counts WHERE c.id = ${id}`);
}

interface Checked {
  lines: { scoreTypeId: number; gradeId: number; weight: number; critical: boolean; value: number }[];
  agents: number[];
  tags: number[];
}

/** Every id the body names must exist; criteria must be active (or already in the review changed). */
async function check(
  tx: Tx,
  k: KindSpec,
  conversationId: number,
  body: ReviewInput,
  previous: { scoreTypes: number[]; tags: number[] } | null,
  /** Where the body keeps the grades and tags: `body.data` (reviews), `body.reviews` (escalations). */
  prefix = 'body.data',
): Promise<Checked> {
  const { scores, tags } = body.data;
  const [types, grades, tagRows] = await Promise.all([
    tx.execute<{ id: number; name: string; weight: number; critical: boolean; active: boolean }>(
      sql`SELECT id, name, weight, critical, active FROM qa_score_types ORDER BY position, id`,
    ),
    tx.execute<{ id: number; value: number }>(
      sql`SELECT id, value FROM qa_score_grades WHERE id = ANY(${idArray(scores.map((s) => s.gradeId))})`,
    ),
    tx.execute<{ id: number; active: boolean }>(sql`SELECT id, active FROM qa_tags WHERE id = ANY(${idArray(tags)})`),
  ]);
  const lines = scores.map((s, i) => {
    const type = types.rows.find((t) => t.id === s.scoreTypeId);
    if (!type || (!type.active && !previous?.scoreTypes.includes(type.id))) {
      throw badRequest(`${prefix}.scores.${i}.scoreTypeId`, type ? 'is not an active criterion' : 'is not a criterion');
    }
    const grade = grades.rows.find((g) => g.id === s.gradeId);
    if (!grade) throw badRequest(`${prefix}.scores.${i}.gradeId`, 'is not a grade');
    return { ...s, weight: Number(type.weight), critical: type.critical, value: Number(grade.value) };
  });
  if (!body.reviewLater) {
    const missing = types.rows.filter((t) => t.active && !scores.some((s) => s.scoreTypeId === t.id));
    if (missing.length) {
      const message = `must grade every active criterion; missing: ${missing.map((t) => t.name).join(', ')}`;
      throw new AppError('QA_SCORES_MISSING', `The review ${message}`, [{ field: `${prefix}.scores`, message }]);
    }
  }
  tags.forEach((id, i) => {
    const tag = tagRows.rows.find((t) => t.id === id);
    if (!tag || (!tag.active && !previous?.tags.includes(id))) {
      throw badRequest(`${prefix}.tags.${i}`, tag ? 'is not an active tag' : 'is not a tag');
    }
  });
  let agents = body.agents;
  if (agents === undefined) {
    const { rows } = await tx.execute<{ user_id: number }>(
      sql`SELECT user_id FROM ${raw(k.agents)} WHERE ${raw(k.key)} = ${conversationId}`,
    );
    agents = rows.map((r) => r.user_id);
  } else if (agents.length) {
    const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM users WHERE id = ANY(${idArray(agents)})`);
    const unknown = agents.filter((id) => !rows.some((r) => r.id === id));
    if (unknown.length) throw badRequest('body.agents', `names nobody: ${unknown.join(', ')}`);
  }
  return { lines, agents: [...new Set(agents)], tags: [...new Set(tags)] };
}

async function writeParts(tx: Tx, reviewId: number, checked: Checked) {
  await tx.execute(sql`DELETE FROM qa_review_scores WHERE review_id = ${reviewId}`);
  await tx.execute(sql`DELETE FROM qa_review_agents WHERE review_id = ${reviewId}`);
  await tx.execute(sql`DELETE FROM qa_review_tags WHERE review_id = ${reviewId}`);
  for (const l of checked.lines) {
    await tx.execute(
      sql`INSERT INTO qa_review_scores (review_id, score_type_id, grade_id, weight, critical, value)
          VALUES (${reviewId}, ${l.scoreTypeId}, ${l.gradeId}, ${l.weight}, ${l.critical}, ${l.value})`,
    );
  }
  if (checked.agents.length) {
    await tx.execute(
      sql`INSERT INTO qa_review_agents (review_id, user_id) SELECT ${reviewId}, unnest(${idArray(checked.agents)})`,
    );
  }
  if (checked.tags.length) {
    await tx.execute(
      sql`INSERT INTO qa_review_tags (review_id, tag_id) SELECT ${reviewId}, unnest(${idArray(checked.tags)})`,
    );
  }
}

async function oneReview(tx: Tx, k: KindSpec, id: number): Promise<Review> {
  const [review] = await reviewsOf(tx, k, sql`r.id = ${id}`);
  if (!review) throw notFound('Review');
  return review;
}

/** Reviews a conversation; the reviewer's live review of it, if any, is replaced (same id). */
export async function createReview(
  ctx: AppContext,
  user: Actor,
  kind: Kind,
  conversationId: number,
  body: ReviewInput,
  prefix = 'body.data',
): Promise<Review> {
  const k = KINDS[kind];
  return ctx.db.transaction(async (tx) => {
    const row = await conversationRow(tx, k, conversationId);
    await tx.execute(sql`SELECT id FROM ${raw(k.table)} WHERE id = ${conversationId} FOR UPDATE`);
    const { rows: own } = await tx.execute<{ id: number }>(
      sql`SELECT id FROM qa_reviews WHERE ${raw(k.key)} = ${conversationId} AND reviewer_id = ${user.id}
            AND deleted_at IS NULL FOR UPDATE`,
    );
    const previous = own[0] ? await partsOf(tx, own[0].id) : null;
    const formerAgents = own[0] ? (await oneReview(tx, k, own[0].id)).agents.map((a) => a.id) : [];
    const checked = await check(tx, k, conversationId, body, previous, prefix);
    const { score, criticalFails } = reviewScore(checked.lines);
    const reviewLater = k.kind === 'chat' && Boolean(body.reviewLater);
    const at = new Date(String(row[k.at]));
    let id: number;
    if (own[0]) {
      id = own[0].id;
      await tx.execute(
        sql`UPDATE qa_reviews SET score = ${score}, critical_fails = ${criticalFails}, send_stats = ${body.sendStats},
              review_later = ${reviewLater}, comment = ${body.data.comment}, updated_at = now() WHERE id = ${id}`,
      );
    } else {
      const { rows } = await tx.execute<{ id: number }>(
        sql`INSERT INTO qa_reviews (kind, ${raw(k.key)}, reviewer_id, score, critical_fails, send_stats, review_later, comment, conversation_at)
            VALUES (${k.kind}, ${conversationId}, ${user.id}, ${score}, ${criticalFails}, ${body.sendStats}, ${reviewLater},
                    ${body.data.comment}, ${at.toISOString()})
            RETURNING id`,
      );
      id = rows[0]!.id;
    }
    await writeParts(tx, id, checked);
    await settle(tx, k, conversationId);
    await refreshReviewBuckets(tx, ctx.config.timeZone, [id], formerAgents);
    const review = await oneReview(tx, k, id);
    auditChange(tx, { entity: `qa-${k.kind}-review`, entityId: id, after: auditOf(review) });
    return review;
  });
}

const auditOf = (r: Review) => ({
  conversationId: r.conversationId,
  score: r.score,
  criticalFails: r.criticalFails,
  sendStats: r.sendStats,
  reviewLater: r.reviewLater,
  scores: r.scores.map((s) => `${s.scoreTypeName}: ${s.gradeName}`),
  agents: r.agents.map((a) => a.id),
  tags: r.tags.map((t) => t.name),
});

async function partsOf(tx: Tx, reviewId: number) {
  const [types, tags] = await Promise.all([
    tx.execute<{ score_type_id: number }>(
      sql`SELECT score_type_id FROM qa_review_scores WHERE review_id = ${reviewId}`,
    ),
    tx.execute<{ tag_id: number }>(sql`SELECT tag_id FROM qa_review_tags WHERE review_id = ${reviewId}`),
  ]);
  return { scoreTypes: types.rows.map((r) => r.score_type_id), tags: tags.rows.map((r) => r.tag_id) };
}

async function liveReview(tx: Tx, k: KindSpec, id: number) {
  const { rows } = await tx.execute<{ id: number; conversation: number; deleted_at: unknown }>(
    sql`SELECT id, ${raw(k.key)} AS conversation, deleted_at FROM qa_reviews WHERE id = ${id} AND kind = ${k.kind} FOR UPDATE`,
  );
  if (!rows[0] || rows[0].deleted_at) throw notFound('Review');
  return rows[0];
}

/** Changes a review (its reviewer or a QC manager, policy qa.chatReview). */
export async function updateReview(ctx: AppContext, kind: Kind, id: number, body: ReviewInput): Promise<Review> {
  const k = KINDS[kind];
  return ctx.db.transaction(async (tx) => {
    const found = await liveReview(tx, k, id);
    const before = await oneReview(tx, k, id);
    const checked = await check(tx, k, found.conversation, body, await partsOf(tx, id));
    const { score, criticalFails } = reviewScore(checked.lines);
    await tx.execute(
      sql`UPDATE qa_reviews SET score = ${score}, critical_fails = ${criticalFails}, send_stats = ${body.sendStats},
            review_later = ${k.kind === 'chat' && Boolean(body.reviewLater)}, comment = ${body.data.comment}, updated_at = now()
          WHERE id = ${id}`,
    );
    await writeParts(tx, id, checked);
    await settle(tx, k, found.conversation);
    await refreshReviewBuckets(
      tx,
      ctx.config.timeZone,
      [id],
      before.agents.map((a) => a.id),
    );
    const review = await oneReview(tx, k, id);
    auditChange(tx, { entity: `qa-${k.kind}-review`, entityId: id, before: auditOf(before), after: auditOf(review) });
    return review;
  });
}

/** Soft-deletes a review: it counts nowhere, the archive shows it as deleted, the conversation may wait again. */
export async function deleteReview(ctx: AppContext, kind: Kind, id: number): Promise<{ id: number }> {
  const k = KINDS[kind];
  return ctx.db.transaction(async (tx) => {
    const found = await liveReview(tx, k, id);
    const before = await oneReview(tx, k, id);
    await tx.execute(sql`UPDATE qa_reviews SET deleted_at = now() WHERE id = ${id}`);
    await settle(tx, k, found.conversation);
    await refreshReviewBuckets(tx, ctx.config.timeZone, [id]);
    auditChange(tx, { entity: `qa-${k.kind}-review`, entityId: id, before: auditOf(before) });
    return { id };
  });
}

/**
 * Gives a review other grades (a dispute resolved): its agents, tags, comment and statistics flag stay;
 * the score follows. The scores before and after.
 */
export async function regrade(
  tx: Tx,
  timeZone: string,
  kind: Kind,
  reviewId: number,
  scores: { scoreTypeId: number; gradeId: number }[],
  prefix = 'body',
): Promise<{ before: number; after: number }> {
  const k = KINDS[kind];
  const found = await liveReview(tx, k, reviewId);
  const before = await oneReview(tx, k, reviewId);
  const body: ReviewInput = {
    agents: before.agents.map((a) => a.id),
    sendStats: before.sendStats,
    reviewLater: before.reviewLater,
    data: { scores, tags: before.tags.map((t) => t.id), comment: before.comment },
  };
  const checked = await check(tx, k, found.conversation, body, await partsOf(tx, reviewId), prefix);
  const { score, criticalFails } = reviewScore(checked.lines);
  await tx.execute(
    sql`UPDATE qa_reviews SET score = ${score}, critical_fails = ${criticalFails}, updated_at = now() WHERE id = ${reviewId}`,
  );
  await writeParts(tx, reviewId, checked);
  await refreshReviewBuckets(tx, timeZone, [reviewId]);
  const after = await oneReview(tx, k, reviewId);
  auditChange(tx, {
    entity: `qa-${k.kind}-review`,
    entityId: reviewId,
    before: auditOf(before),
    after: auditOf(after),
  });
  return { before: before.score, after: score };
}
