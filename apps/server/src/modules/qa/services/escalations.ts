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
import { and, eq, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { inIds } from '../../../core/db/lists.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { qaEscalationReviews, qaEscalations } from '../schema/escalations.js';
import { qaReviews } from '../schema/reviews.js';
import { escalationOf, findEscalation } from './escalations-read.js';
import { conversationKeys, createReview } from './reviews.js';
import { KINDS, type Kind } from './shared.js';
import { refreshReviewBuckets } from './statistics-rollup.js';
import { replacedBy } from './statistics-source.js';

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
    return escalationOf(tx, escalationId, kind);
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
    const row = await findEscalation(tx, id, undefined, true);
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
    return escalationOf(tx, id);
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

/** Rewords an escalation's reason (QC v1's update), while it is not reviewed. */
export async function updateEscalation(ctx: AppContext, id: number, reason: string): Promise<Escalation> {
  return ctx.db.transaction(async (tx) => {
    const row = await findEscalation(tx, id, undefined, true);
    if (row.status === 'reviewed') {
      const message = `The escalation is ${row.status}: it cannot be reworded`;
      throw new AppError('QA_STATUS_CONFLICT', message, [{ field: 'body.escalationDTO.reason', message }]);
    }
    await tx.update(qaEscalations).set({ reason, updatedAt: sql`now()` }).where(eq(qaEscalations.id, id));
    auditChange(tx, {
      entity: `qa-${row.kind}-escalation`,
      entityId: id,
      before: { reason: row.reason },
      after: { reason },
    });
    return escalationOf(tx, id);
  });
}

export async function reviewEscalation(
  ctx: AppContext,
  user: AuthUser,
  kind: Kind,
  id: number,
  body: EscalationReviewBody,
  /** Where the review's fields are in the request, for its 400s (QC v1 sends them as `body.reviewData`). */
  field = 'body.reviews',
): Promise<Escalation> {
  const escalation = await ctx.db.transaction(async (tx) => {
    const row = await findEscalation(tx, id, kind, true);
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
      field,
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
    return escalationOf(tx, id, kind);
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
