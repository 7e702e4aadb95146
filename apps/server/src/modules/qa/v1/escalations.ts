// QC v1 escalations (spec §7 "QC v1", docs/qa.md "QC v1"): v1 names the agents where v2 names the reviews,
// and one PATCH either rewords an escalation or reviews it. This is where the two meet; every rule
// (who, transitions and their 409s, the review) stays in v2's services.
import type { V1CreateEscalationBody, V1UpdateEscalationBody } from '@backoffice/contract/modules/qa';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { inIds } from '../../../core/db/lists.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { qaReviewAgents, qaReviews } from '../schema/reviews.js';
import { createEscalation, reviewEscalation, updateEscalation } from '../services/escalations.js';
import { escalationOf } from '../services/escalations-read.js';
import { KINDS, type Kind } from '../services/shared.js';

/** Escalates the conversation with its live reviews of the agents named (every live review when none is). */
export async function escalateConversation(
  ctx: AppContext,
  user: AuthUser,
  kind: Kind,
  conversationId: number,
  body: V1CreateEscalationBody,
) {
  const k = KINDS[kind];
  const [conversation] = await ctx.db.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, conversationId));
  if (!conversation) throw notFound(k.noun);
  const live = and(eq(k.reviewKey, conversationId), isNull(qaReviews.deletedAt));
  const reviews = await (body.agents.length
    ? ctx.db
        .selectDistinct({ id: qaReviews.id })
        .from(qaReviews)
        .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
        .where(and(live, inIds(qaReviewAgents.userId, body.agents)))
    : ctx.db.select({ id: qaReviews.id }).from(qaReviews).where(live));
  return createEscalation(ctx, user, kind, {
    escalation: { conversationId, reason: body.escalationDTO.reason },
    reviews: reviews.map((r) => r.id).slice(0, 20),
  });
}

/** `PATCH /qa-controller/escalation/{id}`: with `reviewData`, v2's review of it; else the reason reworded. */
export async function updateOrReviewEscalation(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: V1UpdateEscalationBody,
) {
  if (!body.reviewData) return updateEscalation(ctx, id, body.escalationDTO!.reason);
  const kind: Kind = body.chatId !== undefined ? 'chat' : 'ticket';
  const field = kind === 'chat' ? 'body.chatId' : 'body.ticketId';
  const escalation = await escalationOf(ctx.db, id);
  if (escalation.kind !== kind || escalation.conversationId !== (body.chatId ?? body.ticketId)) {
    throw badRequest(field, `is not the escalation's ${escalation.kind} (#${escalation.conversationId})`);
  }
  return reviewEscalation(ctx, user, kind, id, { reviews: body.reviewData }, 'body.reviewData');
}
