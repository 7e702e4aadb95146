// Telling the people a comment or note names (docs/qa.md "Comments and notes"): each gets a notification with a
// link they can open — the conversation for who reviews, their own feedback for its agent, else none.
import type { CommentBody, CommentParent } from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { and, asc, eq } from 'drizzle-orm';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notify } from '../../../core/notify.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviews } from '../schema/reviews.js';
import type { Actor } from './shared.js';

const isChat = (parent: CommentParent) => parent === 'chat' || parent === 'message' || parent === 'chatReview';

/** The app path of the conversation a parent belongs to (of the feedback, for a feedback's comments). */
function linkOf(parent: CommentParent, conversation: number): string {
  if (parent === 'chatFeedback') return qaScreens.chatFeedback.href({ id: conversation });
  if (parent === 'ticketFeedback') return qaScreens.ticketFeedback.href({ id: conversation });
  return isChat(parent)
    ? qaScreens.chatArchive.href({ chatId: conversation })
    : qaScreens.ticket.href({ ticketId: conversation });
}

/**
 * Tells the people a comment names, each with a link they can open: a reviewer (or an administrator)
 * the conversation in the archive; an agent their own feedback on it; anyone else no link (spec §4:
 * a notification's link opens for its recipient). A feedback's comments link to the feedback, which
 * its agent and its reviewers may read.
 */
export async function tell(
  ctx: AppContext,
  user: Actor,
  parent: CommentParent,
  conversation: number,
  body: CommentBody,
  note: boolean,
) {
  const others = body.notifyUsers.filter((id) => id !== user.id);
  if (!others.length) return;
  const excerpt = body.content.length > 140 ? `${body.content.slice(0, 139)}…` : body.content;
  const message = {
    level: 'info' as const,
    title: `${user.name} mentioned you in a ${note ? 'note' : 'comment'}`,
    body: excerpt,
  };
  if (parent === 'chatFeedback' || parent === 'ticketFeedback') {
    await notify(ctx, others, { ...message, link: linkOf(parent, conversation) });
    return;
  }
  const byLink = await linksFor(ctx.db, others, isChat(parent) ? 'chat' : 'ticket', conversation);
  for (const [link, ids] of byLink) await notify(ctx, ids, { ...message, link });
}

/** Each recipient's link to a conversation: the archive for who reviews, their feedback for its agent, else none. */
async function linksFor(
  db: Executor,
  recipients: number[],
  kind: 'chat' | 'ticket',
  conversation: number,
): Promise<Map<string | null, number[]>> {
  const reviews = new Set([...(await usersHolding(db, `qa:${kind}:review`))]);
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inIds(users.id, recipients), eq(users.isAdmin, true)));
  for (const a of admins) reviews.add(a.id);
  const feedbacks = await db
    .select({ id: qaFeedbacks.id, agentId: qaFeedbacks.agentId })
    .from(qaFeedbacks)
    .innerJoin(qaReviews, eq(qaReviews.id, qaFeedbacks.reviewId))
    .where(
      and(
        inIds(qaFeedbacks.agentId, recipients),
        eq(kind === 'chat' ? qaReviews.chatId : qaReviews.ticketId, conversation),
      ),
    )
    .orderBy(asc(qaFeedbacks.id));
  const out = new Map<string | null, number[]>();
  for (const id of recipients) {
    const feedback = feedbacks.findLast((f) => f.agentId === id);
    const link = reviews.has(id)
      ? kind === 'chat'
        ? qaScreens.chatArchive.href({ chatId: conversation })
        : qaScreens.ticket.href({ ticketId: conversation })
      : feedback
        ? (kind === 'chat' ? qaScreens.chatFeedback : qaScreens.ticketFeedback).href({ id: feedback.id })
        : null;
    out.set(link, [...(out.get(link) ?? []), id]);
  }
  return out;
}
