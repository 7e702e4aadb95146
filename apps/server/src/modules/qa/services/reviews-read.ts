// Reviews as the calls answer them: with the reviewer, the agents, each criterion's grade (the weight,
// critical flag and value kept with the review), the tags and the comments on the review.
import type { Review } from '@backoffice/contract/modules/qa';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { anyOfIds, idsLiteral, preparedOnce } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { qaReviewAgents, qaReviewScores, qaReviews, qaReviewTags } from '../schema/reviews.js';
import { qaScoreGrades, qaScoreTypes, qaTags } from '../schema/scorecard.js';
import { commentsOf } from './comments.js';
import { iso, type KindSpec } from './shared.js';

export type ReviewSummary = Omit<Review, 'comments' | 'scores'>;

/** A review with its reviewer's name, as `reviewSummariesOf` reads it. */
const reviewSelect = (db: Executor) =>
  db
    .select({ review: qaReviews, reviewerName: users.name })
    .from(qaReviews)
    .innerJoin(users, eq(users.id, qaReviews.reviewerId))
    .$dynamic();
type ReviewRow = Awaited<ReturnType<typeof reviewSelect>>[number];

/**
 * The reads that follow a page of reviews, each built once per database (`preparedOnce`, the ids as one
 * array placeholder): the reviews by id (the archive's page), their agents, their tags.
 */
function reviewReads(db: Executor) {
  return {
    byIds: preparedOnce(db, 'qa.reviews.byIds', () =>
      reviewSelect(db).where(anyOfIds(qaReviews.id)).orderBy(desc(qaReviews.createdAt), desc(qaReviews.id)).prepare(''),
    ),
    agents: preparedOnce(db, 'qa.reviews.agents', () =>
      db
        .select({ reviewId: qaReviewAgents.reviewId, id: users.id, name: users.name })
        .from(qaReviewAgents)
        .innerJoin(users, eq(users.id, qaReviewAgents.userId))
        .where(anyOfIds(qaReviewAgents.reviewId))
        .orderBy(asc(users.name))
        .prepare(''),
    ),
    tags: preparedOnce(db, 'qa.reviews.tags', () =>
      db
        .select({ reviewId: qaReviewTags.reviewId, id: qaTags.id, name: qaTags.name, color: qaTags.color })
        .from(qaReviewTags)
        .innerJoin(qaTags, eq(qaTags.id, qaReviewTags.tagId))
        .where(anyOfIds(qaReviewTags.reviewId))
        .orderBy(asc(qaTags.name))
        .prepare(''),
    ),
  };
}

/** Summaries (no scores, no comments) of the reviews `where` picks (on qaReviews), newest first. */
export async function reviewSummariesOf(
  db: Executor,
  where: SQL,
  order: SQL[] = [desc(qaReviews.createdAt), desc(qaReviews.id)],
): Promise<ReviewSummary[]> {
  return summariesOfRows(
    db,
    await reviewSelect(db)
      .where(where)
      .orderBy(...order),
  );
}

/** `reviewSummariesOf` the reviews of these ids, newest first, from statements built once. */
export async function reviewSummariesByIds(db: Executor, ids: readonly number[]): Promise<ReviewSummary[]> {
  if (!ids.length) return [];
  return summariesOfRows(db, await reviewReads(db).byIds.execute({ ids: idsLiteral(ids) }));
}

async function summariesOfRows(db: Executor, rows: ReviewRow[]): Promise<ReviewSummary[]> {
  const ids = rows.map((r) => r.review.id);
  if (!ids.length) return [];
  const reads = reviewReads(db);
  const page = idsLiteral(ids);
  const [agents, tags] = await Promise.all([reads.agents.execute({ ids: page }), reads.tags.execute({ ids: page })]);
  return rows.map(({ review: r, reviewerName }) => ({
    id: r.id,
    kind: r.kind as Review['kind'],
    conversationId: (r.chatId ?? r.ticketId)!,
    reviewer: { id: r.reviewerId, name: reviewerName },
    agents: agents.filter((a) => a.reviewId === r.id).map(({ id, name }) => ({ id, name })),
    tags: tags.filter((t) => t.reviewId === r.id).map(({ id, name, color }) => ({ id, name, color })),
    comment: r.comment,
    score: Number(r.score),
    criticalFails: Number(r.criticalFails),
    sendStats: r.sendStats,
    reviewLater: r.reviewLater,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    deletedAt: r.deletedAt ? iso(r.deletedAt) : null,
  }));
}

/** The grades of the reviews of these ids (`reviewsOf`), built once per database. */
const scoresOf = (db: Executor, ids: readonly number[]) =>
  preparedOnce(db, 'qa.reviews.scores', () =>
    db
      .select({
        reviewId: qaReviewScores.reviewId,
        scoreTypeId: qaReviewScores.scoreTypeId,
        scoreTypeName: qaScoreTypes.name,
        weight: qaReviewScores.weight,
        critical: qaReviewScores.critical,
        gradeId: qaReviewScores.gradeId,
        gradeName: qaScoreGrades.name,
        value: qaReviewScores.value,
        color: qaScoreGrades.color,
      })
      .from(qaReviewScores)
      .innerJoin(qaScoreTypes, eq(qaScoreTypes.id, qaReviewScores.scoreTypeId))
      .innerJoin(qaScoreGrades, eq(qaScoreGrades.id, qaReviewScores.gradeId))
      .where(anyOfIds(qaReviewScores.reviewId))
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id))
      .prepare(''),
  ).execute({ ids: idsLiteral(ids) });

/** A conversation's reviews, newest first, from a statement built once per database and kind (its plan kept). */
const conversationReviews = (db: Executor, k: KindSpec, id: number) =>
  preparedOnce(
    db,
    `qa.reviews.ofConversation\u0000${k.kind}`,
    () =>
      reviewSelect(db)
        .where(eq(k.reviewKey, sql.placeholder('id')))
        .orderBy(desc(qaReviews.createdAt), desc(qaReviews.id))
        .prepare(''),
    { keepPlan: true },
  ).execute({ id });

/**
 * Whole reviews (with their grades and comments) of the reviews `where` picks, or of one conversation
 * (`{ conversation }`, from statements built once), newest first.
 */
export async function reviewsOf(db: Executor, k: KindSpec, where: SQL | { conversation: number }): Promise<Review[]> {
  const summaries =
    'conversation' in where
      ? await summariesOfRows(db, await conversationReviews(db, k, where.conversation))
      : await reviewSummariesOf(db, where);
  const ids = summaries.map((r) => r.id);
  if (!ids.length) return [];
  const [scores, comments] = await Promise.all([scoresOf(db, ids), commentsOf(db, k.reviewParent, ids)]);
  // Onto each summary made above (not a spread: docs/performance.md "Object spread").
  return summaries.map((r) =>
    Object.assign(r, {
      scores: scores
        .filter((s) => s.reviewId === r.id)
        .map((s) => ({
          scoreTypeId: s.scoreTypeId,
          scoreTypeName: s.scoreTypeName,
          weight: Number(s.weight),
          critical: s.critical,
          gradeId: s.gradeId,
          gradeName: s.gradeName,
          value: Number(s.value),
          color: s.color,
        })),
      comments: comments.get(r.id) ?? [],
    }),
  );
}
