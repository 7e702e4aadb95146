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
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Tx } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviewAgents, qaReviews } from '../schema/reviews.js';
import { qaScoreGrades, qaScoreTypes } from '../schema/scorecard.js';
import { feedbackOf, findFeedback, seesAllFeedback } from './feedbacks-read.js';
import { regrade } from './reviews.js';
import type { Kind } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';

const manages = (user: AuthUser) => hasScopes(user.scopes, ['qa:manager'], user.isAdmin);

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
    return feedbackOf(tx, kind, id);
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
    return feedbackOf(tx, kind, id);
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
    return feedbackOf(tx, kind, id);
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
