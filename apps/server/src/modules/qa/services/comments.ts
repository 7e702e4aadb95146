// Comments and notes on chats, messages, reviews, tickets and replies (contract qa/comments.ts): kept
// in one table by parent; the users a comment names are notified through the shared service. Only the
// author changes or deletes one (policy qa.comment, ../policy.ts).
import type { Comment, CommentBody, CommentParent } from '@backoffice/contract/modules/qa';
import { type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { iso } from './conversations.js';

/** Who acts: the signed-in user. */
export interface Actor {
  id: number;
  name: string;
}

type CommentRow = {
  id: number;
  parent_id: number;
  author_id: number;
  author_name: string;
  content: string;
  notify_users: number[];
  created_at: Date | string;
  updated_at: Date | string;
};

const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  author: { id: r.author_id, name: r.author_name },
  content: r.content,
  notifyUsers: r.notify_users ?? [],
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The comments (or notes) on each of the parents, oldest first. */
export async function commentsOf(
  db: Executor,
  parent: CommentParent,
  ids: readonly number[],
  notes = false,
): Promise<Map<number, Comment[]>> {
  const map = new Map<number, Comment[]>();
  if (!ids.length) return map;
  const { rows } = await db.execute<CommentRow>(
    sql`SELECT c.id, c.parent_id, c.author_id, u.name AS author_name, c.content, c.notify_users, c.created_at, c.updated_at
          FROM qa_comments c JOIN users u ON u.id = c.author_id
         WHERE c.parent = ${parent} AND c.note = ${notes} AND c.parent_id = ANY(${`{${ids.join(',')}}`}::int[])
         ORDER BY c.created_at, c.id`,
  );
  for (const row of rows) {
    const list = map.get(row.parent_id) ?? [];
    list.push(toComment(row));
    map.set(row.parent_id, list);
  }
  return map;
}

/** Where a parent lives, and the screen a notification about it opens (by its conversation). */
const PARENTS: Record<CommentParent, { noun: string; find: (id: number) => SQL }> = {
  chat: { noun: 'Chat', find: (id) => sql`SELECT id AS conversation FROM qa_chats WHERE id = ${id}` },
  message: {
    noun: 'Message',
    find: (id) => sql`SELECT chat_id AS conversation FROM qa_chat_messages WHERE id = ${id}`,
  },
  chatReview: {
    noun: 'Review',
    find: (id) => sql`SELECT chat_id AS conversation FROM qa_reviews WHERE id = ${id} AND kind = 'chat'`,
  },
  ticket: { noun: 'Ticket', find: (id) => sql`SELECT id AS conversation FROM qa_tickets WHERE id = ${id}` },
  reply: {
    noun: 'Reply',
    find: (id) => sql`SELECT ticket_id AS conversation FROM qa_ticket_replies WHERE id = ${id}`,
  },
  ticketReview: {
    noun: 'Review',
    find: (id) => sql`SELECT ticket_id AS conversation FROM qa_reviews WHERE id = ${id} AND kind = 'ticket'`,
  },
  // A feedback's comments lead to the feedback itself (`conversation` is the feedback here).
  chatFeedback: {
    noun: 'Feedback',
    find: (id) => sql`SELECT id AS conversation FROM qa_feedbacks WHERE id = ${id} AND kind = 'chat'`,
  },
  ticketFeedback: {
    noun: 'Feedback',
    find: (id) => sql`SELECT id AS conversation FROM qa_feedbacks WHERE id = ${id} AND kind = 'ticket'`,
  },
};

const isChat = (parent: CommentParent) => parent === 'chat' || parent === 'message' || parent === 'chatReview';

/** The app path of the conversation a parent belongs to (of the feedback, for a feedback's comments). */
function linkOf(parent: CommentParent, conversation: number): string {
  if (parent === 'chatFeedback') return `/qc-v2/chat-feedbacks/${conversation}`;
  if (parent === 'ticketFeedback') return `/qc-v2/ticket-feedbacks/${conversation}`;
  return isChat(parent) ? `/qc-v2/chats/archive/${conversation}` : `/qc-v2/tickets/${conversation}`;
}

async function conversationOf(db: Executor, parent: CommentParent, id: number): Promise<number> {
  const { rows } = await db.execute<{ conversation: number }>(PARENTS[parent].find(id));
  if (!rows[0]) throw notFound(PARENTS[parent].noun);
  return rows[0].conversation;
}

async function assertPeople(db: Executor, ids: number[]) {
  if (!ids.length) return;
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw badRequest('body.notifyUsers', `names nobody: ${missing.join(', ')}`);
}

async function findComment(db: Executor, parent: CommentParent, parentId: number, id: number, note: boolean) {
  const { rows } = await db.execute<CommentRow>(
    sql`SELECT c.id, c.parent_id, c.author_id, u.name AS author_name, c.content, c.notify_users, c.created_at, c.updated_at
          FROM qa_comments c JOIN users u ON u.id = c.author_id
         WHERE c.id = ${id} AND c.parent = ${parent} AND c.parent_id = ${parentId} AND c.note = ${note}`,
  );
  if (!rows[0]) throw notFound(note ? 'Note' : 'Comment');
  return rows[0];
}

async function tell(
  ctx: AppContext,
  user: Actor,
  parent: CommentParent,
  conversation: number,
  body: CommentBody,
  note: boolean,
) {
  const others = body.notifyUsers.filter((id) => id !== user.id);
  const excerpt = body.content.length > 140 ? `${body.content.slice(0, 139)}…` : body.content;
  await notify(ctx, others, {
    level: 'info',
    title: `${user.name} mentioned you in a ${note ? 'note' : 'comment'}`,
    body: excerpt,
    link: linkOf(parent, conversation),
  });
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
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO qa_comments (parent, parent_id, note, author_id, content, notify_users)
          VALUES (${parent}, ${parentId}, ${note}, ${user.id}, ${body.content}, ${`{${body.notifyUsers.join(',')}}`}::int[])
          RETURNING id`,
    );
    const row = await findComment(tx, parent, parentId, rows[0]!.id, note);
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
    await tx.execute(
      sql`UPDATE qa_comments SET content = ${body.content}, notify_users = ${`{${body.notifyUsers.join(',')}}`}::int[],
                 updated_at = now() WHERE id = ${id}`,
    );
    const row = await findComment(tx, parent, parentId, id, note);
    auditChange(tx, {
      entity: note ? 'qa-note' : 'qa-comment',
      entityId: id,
      before: { content: before.content },
      after: { content: row.content },
    });
    return { row, newly: body.notifyUsers.filter((u) => !(before.notify_users ?? []).includes(u)) };
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
    await tx.execute(sql`DELETE FROM qa_comments WHERE id = ${id}`);
    auditChange(tx, { entity: note ? 'qa-note' : 'qa-comment', entityId: id, before: { content: before.content } });
    return { id };
  });
}
