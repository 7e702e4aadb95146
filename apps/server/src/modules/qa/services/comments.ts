// Comments and notes on chats, messages, reviews, tickets and replies (contract qa/comments.ts): kept
// in one table by parent; the users a comment names are notified through the shared service. Only the
// author changes or deletes one (policy qa.comment, ../policy.ts).
import type { Comment, CommentBody, CommentParent } from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { qaChatMessages, qaChats, qaComments, qaFeedbacks, qaReviews, qaTicketReplies, qaTickets } from '../schema.js';
import { type Actor, iso } from './shared.js';

const commentColumns = {
  id: qaComments.id,
  parentId: qaComments.parentId,
  authorId: qaComments.authorId,
  authorName: users.name,
  content: qaComments.content,
  notifyUsers: qaComments.notifyUsers,
  createdAt: qaComments.createdAt,
  updatedAt: qaComments.updatedAt,
};

type CommentRow = {
  id: number;
  parentId: number;
  authorId: number;
  authorName: string;
  content: string;
  notifyUsers: number[];
  createdAt: Date;
  updatedAt: Date;
};

const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  author: { id: r.authorId, name: r.authorName },
  content: r.content,
  notifyUsers: r.notifyUsers ?? [],
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const selectComments = (db: Executor, where: SQL | undefined) =>
  db.select(commentColumns).from(qaComments).innerJoin(users, eq(users.id, qaComments.authorId)).where(where);

/** The comments (or notes) on each of the parents, oldest first. */
export async function commentsOf(
  db: Executor,
  parent: CommentParent,
  ids: readonly number[],
  notes = false,
): Promise<Map<number, Comment[]>> {
  const map = new Map<number, Comment[]>();
  if (!ids.length) return map;
  const rows = await selectComments(
    db,
    and(eq(qaComments.parent, parent), eq(qaComments.note, notes), inIds(qaComments.parentId, ids)),
  ).orderBy(asc(qaComments.createdAt), asc(qaComments.id));
  for (const row of rows) {
    const list = map.get(row.parentId) ?? [];
    list.push(toComment(row));
    map.set(row.parentId, list);
  }
  return map;
}

/**
 * Where a parent lives: the conversation it belongs to (the screen a notification about it opens), or
 * the feedback itself for a feedback's comments.
 */
const PARENTS: Record<
  CommentParent,
  { noun: string; find: (db: Executor, id: number) => Promise<{ to: number | null }[]> }
> = {
  chat: { noun: 'Chat', find: (db, id) => db.select({ to: qaChats.id }).from(qaChats).where(eq(qaChats.id, id)) },
  message: {
    noun: 'Message',
    find: (db, id) => db.select({ to: qaChatMessages.chatId }).from(qaChatMessages).where(eq(qaChatMessages.id, id)),
  },
  chatReview: {
    noun: 'Review',
    find: (db, id) =>
      db
        .select({ to: qaReviews.chatId })
        .from(qaReviews)
        .where(and(eq(qaReviews.id, id), eq(qaReviews.kind, 'chat'))),
  },
  ticket: {
    noun: 'Ticket',
    find: (db, id) => db.select({ to: qaTickets.id }).from(qaTickets).where(eq(qaTickets.id, id)),
  },
  reply: {
    noun: 'Reply',
    find: (db, id) =>
      db.select({ to: qaTicketReplies.ticketId }).from(qaTicketReplies).where(eq(qaTicketReplies.id, id)),
  },
  ticketReview: {
    noun: 'Review',
    find: (db, id) =>
      db
        .select({ to: qaReviews.ticketId })
        .from(qaReviews)
        .where(and(eq(qaReviews.id, id), eq(qaReviews.kind, 'ticket'))),
  },
  chatFeedback: {
    noun: 'Feedback',
    find: (db, id) =>
      db
        .select({ to: qaFeedbacks.id })
        .from(qaFeedbacks)
        .where(and(eq(qaFeedbacks.id, id), eq(qaFeedbacks.kind, 'chat'))),
  },
  ticketFeedback: {
    noun: 'Feedback',
    find: (db, id) =>
      db
        .select({ to: qaFeedbacks.id })
        .from(qaFeedbacks)
        .where(and(eq(qaFeedbacks.id, id), eq(qaFeedbacks.kind, 'ticket'))),
  },
};

const isChat = (parent: CommentParent) => parent === 'chat' || parent === 'message' || parent === 'chatReview';

/** The app path of the conversation a parent belongs to (of the feedback, for a feedback's comments). */
function linkOf(parent: CommentParent, conversation: number): string {
  if (parent === 'chatFeedback') return qaScreens.chatFeedback.href({ id: conversation });
  if (parent === 'ticketFeedback') return qaScreens.ticketFeedback.href({ id: conversation });
  return isChat(parent)
    ? qaScreens.chatArchive.href({ chatId: conversation })
    : qaScreens.ticket.href({ ticketId: conversation });
}

async function conversationOf(db: Executor, parent: CommentParent, id: number): Promise<number> {
  const [row] = await PARENTS[parent].find(db, id);
  if (!row) throw notFound(PARENTS[parent].noun);
  return row.to!;
}

async function assertPeople(db: Executor, ids: number[]) {
  if (!ids.length) return;
  const rows = await db.select({ id: users.id }).from(users).where(inIds(users.id, ids));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw badRequest('body.notifyUsers', `names nobody: ${missing.join(', ')}`);
}

async function findComment(db: Executor, parent: CommentParent, parentId: number, id: number, note: boolean) {
  const [row] = await selectComments(
    db,
    and(
      eq(qaComments.id, id),
      eq(qaComments.parent, parent),
      eq(qaComments.parentId, parentId),
      eq(qaComments.note, note),
    ),
  );
  if (!row) throw notFound(note ? 'Note' : 'Comment');
  return row;
}

/**
 * Tells the people a comment names, each with a link they can open: a reviewer (or an administrator)
 * the conversation in the archive; an agent their own feedback on it; anyone else no link (spec §4:
 * a notification's link opens for its recipient). A feedback's comments link to the feedback, which
 * its agent and its reviewers may read.
 */
async function tell(
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

export async function createComment(
  ctx: AppContext,
  user: Actor,
  parent: CommentParent,
  parentId: number,
  body: CommentBody,
  note = false,
): Promise<Comment> {
  const comment = await ctx.db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, parent, parentId);
    await assertPeople(tx, body.notifyUsers);
    const [made] = await tx
      .insert(qaComments)
      .values({ parent, parentId, note, authorId: user.id, content: body.content, notifyUsers: body.notifyUsers })
      .returning({ id: qaComments.id });
    const row = await findComment(tx, parent, parentId, made!.id, note);
    auditChange(tx, { entity: note ? 'qa-note' : 'qa-comment', entityId: row.id, after: { parent, parentId } });
    return { comment: toComment(row), conversation };
  });
  await tell(ctx, user, parent, comment.conversation, body, note);
  return comment.comment;
}

export async function updateComment(
  ctx: AppContext,
  user: Actor,
  parent: CommentParent,
  parentId: number,
  id: number,
  body: CommentBody,
  note = false,
): Promise<Comment> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findComment(tx, parent, parentId, id, note);
    await assertPeople(tx, body.notifyUsers);
    await tx
      .update(qaComments)
      .set({ content: body.content, notifyUsers: body.notifyUsers, updatedAt: sql`now()` })
      .where(eq(qaComments.id, id));
    const row = await findComment(tx, parent, parentId, id, note);
    auditChange(tx, {
      entity: note ? 'qa-note' : 'qa-comment',
      entityId: id,
      before: { content: before.content },
      after: { content: row.content },
    });
    return { row, newly: body.notifyUsers.filter((u) => !(before.notifyUsers ?? []).includes(u)) };
  });
  // Only the people added by the change are told again.
  if (result.newly.length) {
    const conversation = await conversationOf(ctx.db, parent, parentId);
    await tell(ctx, user, parent, conversation, { ...body, notifyUsers: result.newly }, note);
  }
  return toComment(result.row);
}

export async function deleteComment(
  ctx: AppContext,
  parent: CommentParent,
  parentId: number,
  id: number,
  note = false,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findComment(tx, parent, parentId, id, note);
    await tx.delete(qaComments).where(eq(qaComments.id, id));
    auditChange(tx, { entity: note ? 'qa-note' : 'qa-comment', entityId: id, before: { content: before.content } });
    return { id };
  });
}
