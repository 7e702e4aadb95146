// Making, changing and deleting reviews (docs/qa.md "Reviews"). A review grades every active
// criterion (a deferred chat review — `reviewLater` — may stop half way), keeps the weights and grade
// values it was given and the score they make (contract/rules/qa-score.ts). One live review per
// reviewer and conversation: reviewing again replaces one's own. Deleting is soft. Each change
// settles the conversation's place in the queue (`settle`) in the same transaction.
import type { Review } from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { notFound } from '../../../core/errors.js';
import { qaReviews } from '../schema/reviews.js';
import { conversationAt, conversationRow } from './conversations.js';
import { check, partsOf, type ReviewInput, writeParts } from './review-parts.js';
import { reviewsOf } from './reviews-read.js';
import { type Actor, KINDS, type Kind, type KindSpec } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';
import { replacedBy } from './statistics-source.js';

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
