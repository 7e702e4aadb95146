// Making, changing and deleting reviews (docs/qa.md "Reviews"). A review grades every active
// criterion (a deferred chat review — `reviewLater` — may stop half way), keeps the weights and grade
// values it was given and the score they make (contract/rules/qa-score.ts). One live review per
// reviewer and conversation: reviewing again replaces one's own. Deleting is soft. Each change
// settles the conversation's place in the queue (`settle`) in the same transaction.
import type { Review } from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import {
  qaReviewAgents,
  qaReviewScores,
  qaReviews,
  qaReviewTags,
  qaScoreGrades,
  qaScoreTypes,
  qaTags,
} from '../schema.js';
import { conversationAt, conversationRow } from './conversations.js';
import { reviewsOf } from './reviews-read.js';
import { type Actor, KINDS, type Kind, type KindSpec } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';
import { replacedBy } from './statistics-source.js';

export interface ReviewInput {
  agents?: number[] | undefined;
  sendStats: boolean;
  reviewLater?: boolean;
  data: { scores: { scoreTypeId: number; gradeId: number }[]; tags: number[]; comment: string };
}

/** The review's columns naming its conversation: one of the two, by kind. */
export const conversationKeys = (k: KindSpec, id: number) =>
  k.kind === 'chat' ? { chatId: id, ticketId: null } : { chatId: null, ticketId: id };

/**
 * Puts a conversation where its reviews say: reviewed when a finished live review is left,
 * deferred when only deferred ones are, else waiting (a ticket never pulled stays out). The claim is
 * let go: its reviewer is done with it.
 */
export async function settle(tx: Tx, k: KindSpec, id: number): Promise<void> {
  const [counts] = await tx
    .select({
      finished: sql<number>`count(*) FILTER (WHERE NOT ${qaReviews.reviewLater})::int`,
      deferred: sql<number>`count(*) FILTER (WHERE ${qaReviews.reviewLater})::int`,
    })
    .from(qaReviews)
    .where(and(eq(k.reviewKey, id), isNull(qaReviews.deletedAt)));
  const { finished, deferred } = counts!;
  const c = k.table;
  await tx
    .update(c)
    .set({
      reviewCount: finished,
      queueState:
        finished > 0
          ? 'reviewed'
          : deferred > 0
            ? 'deferred'
            : sql`CASE WHEN ${c.queueState} = 'out' THEN 'out' ELSE 'waiting' END`,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(eq(c.id, id));
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
    tx
      .select({
        id: qaScoreTypes.id,
        name: qaScoreTypes.name,
        weight: qaScoreTypes.weight,
        critical: qaScoreTypes.critical,
        active: qaScoreTypes.active,
      })
      .from(qaScoreTypes)
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id)),
    tx
      .select({ id: qaScoreGrades.id, value: qaScoreGrades.value })
      .from(qaScoreGrades)
      .where(
        inIds(
          qaScoreGrades.id,
          scores.map((s) => s.gradeId),
        ),
      ),
    tx.select({ id: qaTags.id, active: qaTags.active }).from(qaTags).where(inIds(qaTags.id, tags)),
  ]);
  const lines = scores.map((s, i) => {
    const type = types.find((t) => t.id === s.scoreTypeId);
    if (!type || (!type.active && !previous?.scoreTypes.includes(type.id))) {
      throw badRequest(`${prefix}.scores.${i}.scoreTypeId`, type ? 'is not an active criterion' : 'is not a criterion');
    }
    const grade = grades.find((g) => g.id === s.gradeId);
    if (!grade) throw badRequest(`${prefix}.scores.${i}.gradeId`, 'is not a grade');
    return { ...s, weight: Number(type.weight), critical: type.critical, value: Number(grade.value) };
  });
  if (!body.reviewLater) {
    const missing = types.filter((t) => t.active && !scores.some((s) => s.scoreTypeId === t.id));
    if (missing.length) {
      const message = `must grade every active criterion; missing: ${missing.map((t) => t.name).join(', ')}`;
      throw new AppError('QA_SCORES_MISSING', `The review ${message}`, [{ field: `${prefix}.scores`, message }]);
    }
  }
  tags.forEach((id, i) => {
    const tag = tagRows.find((t) => t.id === id);
    if (!tag || (!tag.active && !previous?.tags.includes(id))) {
      throw badRequest(`${prefix}.tags.${i}`, tag ? 'is not an active tag' : 'is not a tag');
    }
  });
  let agents = body.agents;
  if (agents === undefined) {
    const rows = await tx.select({ userId: k.agents.userId }).from(k.agents).where(eq(k.agentsKey, conversationId));
    agents = rows.map((r) => r.userId);
  } else if (agents.length) {
    const rows = await tx.select({ id: users.id }).from(users).where(inIds(users.id, agents));
    const unknown = agents.filter((id) => !rows.some((r) => r.id === id));
    if (unknown.length) throw badRequest('body.agents', `names nobody: ${unknown.join(', ')}`);
  }
  return { lines, agents: [...new Set(agents)], tags: [...new Set(tags)] };
}

async function writeParts(tx: Tx, reviewId: number, checked: Checked) {
  await tx.delete(qaReviewScores).where(eq(qaReviewScores.reviewId, reviewId));
  await tx.delete(qaReviewAgents).where(eq(qaReviewAgents.reviewId, reviewId));
  await tx.delete(qaReviewTags).where(eq(qaReviewTags.reviewId, reviewId));
  if (checked.lines.length) {
    await tx.insert(qaReviewScores).values(checked.lines.map((l) => ({ reviewId, ...l })));
  }
  if (checked.agents.length) {
    await tx.insert(qaReviewAgents).values(checked.agents.map((userId) => ({ reviewId, userId })));
  }
  if (checked.tags.length) {
    await tx.insert(qaReviewTags).values(checked.tags.map((tagId) => ({ reviewId, tagId })));
  }
}

async function oneReview(tx: Tx, k: KindSpec, id: number): Promise<Review> {
  const [review] = await reviewsOf(tx, k, eq(qaReviews.id, id));
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
    await tx.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, conversationId)).for('update');
    const own = await tx
      .select({ id: qaReviews.id })
      .from(qaReviews)
      .where(and(eq(k.reviewKey, conversationId), eq(qaReviews.reviewerId, user.id), isNull(qaReviews.deletedAt)))
      .for('update');
    const previous = own[0] ? await partsOf(tx, own[0].id) : null;
    const formerAgents = own[0] ? (await oneReview(tx, k, own[0].id)).agents.map((a) => a.id) : [];
    const checked = await check(tx, k, conversationId, body, previous, prefix);
    const { score, criticalFails } = reviewScore(checked.lines);
    const reviewLater = k.kind === 'chat' && Boolean(body.reviewLater);
    const fields = { score, criticalFails, sendStats: body.sendStats, reviewLater, comment: body.data.comment };
    let id: number;
    if (own[0]) {
      id = own[0].id;
      await tx
        .update(qaReviews)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(qaReviews.id, id));
    } else {
      const [made] = await tx
        .insert(qaReviews)
        .values({
          kind: k.kind,
          ...conversationKeys(k, conversationId),
          reviewerId: user.id,
          ...fields,
          conversationAt: conversationAt(row),
        })
        .returning({ id: qaReviews.id });
      id = made!.id;
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
    tx
      .select({ scoreTypeId: qaReviewScores.scoreTypeId })
      .from(qaReviewScores)
      .where(eq(qaReviewScores.reviewId, reviewId)),
    tx.select({ tagId: qaReviewTags.tagId }).from(qaReviewTags).where(eq(qaReviewTags.reviewId, reviewId)),
  ]);
  return { scoreTypes: types.map((r) => r.scoreTypeId), tags: tags.map((r) => r.tagId) };
}

async function liveReview(tx: Tx, k: KindSpec, id: number) {
  const [row] = await tx
    .select({ id: qaReviews.id, conversation: k.reviewKey, deletedAt: qaReviews.deletedAt })
    .from(qaReviews)
    .where(and(eq(qaReviews.id, id), eq(qaReviews.kind, k.kind)))
    .for('update');
  if (!row || row.deletedAt) throw notFound('Review');
  return { id: row.id, conversation: row.conversation! };
}

/** Changes a review (its reviewer or a QC manager, policy qa.chatReview). */
export async function updateReview(ctx: AppContext, kind: Kind, id: number, body: ReviewInput): Promise<Review> {
  const k = KINDS[kind];
  return ctx.db.transaction(async (tx) => {
    const found = await liveReview(tx, k, id);
    const before = await oneReview(tx, k, id);
    const checked = await check(tx, k, found.conversation, body, await partsOf(tx, id));
    const { score, criticalFails } = reviewScore(checked.lines);
    await tx
      .update(qaReviews)
      .set({
        score,
        criticalFails,
        sendStats: body.sendStats,
        reviewLater: k.kind === 'chat' && Boolean(body.reviewLater),
        comment: body.data.comment,
        updatedAt: sql`now()`,
      })
      .where(eq(qaReviews.id, id));
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
    // A manager's escalation review no longer replaces the reviews escalated: they count again.
    const replaced = await replacedBy(tx, id);
    await tx.update(qaReviews).set({ deletedAt: sql`now()` }).where(eq(qaReviews.id, id));
    await settle(tx, k, found.conversation);
    await refreshReviewBuckets(tx, ctx.config.timeZone, [id, ...replaced]);
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
  await tx.update(qaReviews).set({ score, criticalFails, updatedAt: sql`now()` }).where(eq(qaReviews.id, reviewId));
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
