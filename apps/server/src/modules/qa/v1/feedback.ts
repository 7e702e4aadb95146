// QC v1 feedback (spec §7 "QC v1", docs/qa.md "QC v1"): v1 names a conversation where v2 names a review,
// and one id for a feedback of either kind. This is where the two meet; every rule stays in v2's services.
import type { V1CreateFeedbackBody } from '@backoffice/contract/modules/qa';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { conflict, notFound } from '../../../core/errors.js';
import type { FixtureKit, RecordPolicy } from '../../../core/policy.js';
import { qaReviewAgents, qaReviews } from '../schema/reviews.js';
import { createFeedback } from '../services/feedbacks.js';
import { findFeedback, seesAllFeedback } from '../services/feedbacks-read.js';
import { KINDS, type Kind } from '../services/shared.js';

/**
 * The review a v1 feedback is about: the conversation's latest live, finished review — of the agent
 * named, when the body names one (so two reviewers' reviews of a chat each reach their agents).
 */
async function latestReviewOf(ctx: AppContext, kind: Kind, conversationId: number, agentId: number | undefined) {
  const k = KINDS[kind];
  const [conversation] = await ctx.db.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, conversationId));
  if (!conversation) throw notFound(k.noun);
  const live = and(eq(k.reviewKey, conversationId), isNull(qaReviews.deletedAt), eq(qaReviews.reviewLater, false));
  const query = ctx.db.select({ id: qaReviews.id }).from(qaReviews).$dynamic();
  const [review] = await (agentId === undefined
    ? query.where(live)
    : query
        .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
        .where(and(live, eq(qaReviewAgents.userId, agentId)))
  )
    .orderBy(desc(qaReviews.createdAt), desc(qaReviews.id))
    .limit(1);
  if (review) return review.id;
  throw conflict(
    agentId === undefined
      ? `The ${kind} has no finished review to give feedback on`
      : `The ${kind} has no finished review of this agent to give feedback on`,
    agentId === undefined ? 'params.id' : 'body.feedback.agentId',
  );
}

export async function createConversationFeedback(
  ctx: AppContext,
  user: AuthUser,
  kind: Kind,
  conversationId: number,
  body: V1CreateFeedbackBody,
) {
  const reviewId = await latestReviewOf(ctx, kind, conversationId, body.feedback.agentId);
  return createFeedback(ctx, user, kind, { ...body, review: { id: reviewId } });
}

/** `qa.feedback`: v2's rule (its agent, or reviewers of its kind and QC managers), for an id of either kind. */
export const feedbackPolicy: RecordPolicy<{ id: number; kind: Kind }, number> = {
  kind: 'record',
  noun: 'Feedback',
  async find(ctx, user, id) {
    const row = await findFeedback(ctx.db, undefined, id);
    return row && (row.agentId === user.id || seesAllFeedback(user, row.kind)) ? { id: row.id, kind: row.kind } : null;
  },
  fixture: async (kit: FixtureKit) =>
    (await import('../testing/policy-fixtures.js')).feedbackFixture(kit, 'ticket', 'agent'),
};

declare module '../../../core/policy.js' {
  interface PolicyRecords {
    'qa.feedback': { id: number; kind: Kind };
  }
}
