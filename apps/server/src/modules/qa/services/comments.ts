// Comments and notes on chats, messages, reviews, tickets and replies (contract qa/comments.ts): kept
// in one table by parent; the users a comment names are notified through the shared service. Only the
// author changes or deletes one (policy qa.comment, ../policy.ts).
import type { Comment, CommentBody, CommentParent } from '@backoffice/contract/modules/qa';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { anyOfIds, idsLiteral, inIds, preparedOnce } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { qaComments } from '../schema/comments.js';
import { qaChatMessages, qaChats, qaTicketReplies, qaTickets } from '../schema/conversations.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviews } from '../schema/reviews.js';
import { tell } from './comment-mentions.js';
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
  // Built once per parent kind and notes or comments (`preparedOnce`), the ids as one array placeholder.
  const rows = await preparedOnce(db, `qa.comments\u0000${parent}\u0000${notes}`, () =>
    selectComments(db, and(eq(qaComments.parent, parent), eq(qaComments.note, notes), anyOfIds(qaComments.parentId)))
      .orderBy(asc(qaComments.createdAt), asc(qaComments.id))
      .prepare(''),
  ).execute({ ids: idsLiteral(ids) });
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

/** The conversation of the parent; with `within`, a parent of another conversation is not found either. */
async function conversationOf(db: Executor, parent: CommentParent, id: number, within?: number): Promise<number> {
  const [row] = await PARENTS[parent].find(db, id);
  if (!row || (within !== undefined && row.to !== within)) throw notFound(PARENTS[parent].noun);
  return row.to!;
}

/** A comment (or note) by its id alone, with what it is on and its author (QC v1 names one so). */
export async function commentById(
  db: Executor,
  id: number,
  note: boolean,
): Promise<{ id: number; parent: CommentParent; parentId: number; authorId: number } | null> {
  const [row] = await db
    .select({
      id: qaComments.id,
      parent: qaComments.parent,
      parentId: qaComments.parentId,
      authorId: qaComments.authorId,
    })
    .from(qaComments)
    .where(and(eq(qaComments.id, id), eq(qaComments.note, note)));
  return row ? { ...row, parent: row.parent as CommentParent } : null;
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

export async function createComment(
  ctx: AppContext,
  user: Actor,
  parent: CommentParent,
  parentId: number,
  body: CommentBody,
  note = false,
  /** The conversation the parent must be of (QC v1 names a message or reply under its chat or ticket). */
  within?: number,
): Promise<Comment> {
  const comment = await ctx.db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, parent, parentId, within);
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
