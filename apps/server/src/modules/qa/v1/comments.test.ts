// QC v1's comments and notes (contract qa/v1-comments.ts) are QC v2's: the same rows, the same
// mentions, the same rule (only the author, holding the scope of what it is on, changes one).
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import {
  chat,
  emailOf,
  ingestChats,
  ingestTicket,
  mailTicket,
  notificationsOf,
  type QaApp,
  qaApp,
  REVIEWER,
} from '../testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let ben: TestUser;
let agentEmail: string;
let n = 0;

async function newChat() {
  const externalId = `v1c-${++n}`;
  const ids = await ingestChats(app, [chat(externalId, '2026-09-01T09:00:00Z', 'Comment on me', agentEmail)]);
  return app.t.callOk(ann, qa.getChat, { params: { id: ids[externalId]! } });
}

async function newTicket() {
  const id = await ingestTicket(app, mailTicket(`v1t-${++n}`, agentEmail));
  return app.t.callOk(ann, qa.getTicket, { params: { id } });
}

const v1Comment = (content: string, notifyUsers: number[] = []) => ({ commentData: { content }, notifyUsers });
const v1Note = (content: string, notifyUsers: number[] = []) => ({ noteData: { content }, notifyUsers });

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER] });
  ben = await app.t.createUser({ scopes: [...REVIEWER] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('QC v1 comments and notes', () => {
  it('keeps a comment on a chat as QC v2 shows it, with its author and the people it names', async () => {
    const detail = await newChat();
    const made = await app.t.callOk(ann, qa.v1CreateChatComment, {
      params: { id: detail.id },
      body: v1Comment('Good opening', [ben.id]),
    });
    expect(made).toMatchObject({ author: { id: ann.id }, content: 'Good opening', notifyUsers: [ben.id] });
    const v2 = await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } });
    expect(v2.comments).toEqual([made]);
  });

  it('tells the people a comment names, as QC v2 does', async () => {
    const detail = await newChat();
    const carl = await app.t.createUser({ scopes: [...REVIEWER] });
    await app.t.callOk(ann, qa.v1CreateChatComment, { params: { id: detail.id }, body: v1Comment('Look', [carl.id]) });
    expect(await notificationsOf(app.t, carl)).toEqual([expect.stringContaining('mentioned you in a comment')]);
  });

  it('comments on a message of the chat, and refuses a message of another chat (404)', async () => {
    const detail = await newChat();
    const other = await newChat();
    const message = detail.messages[1]!;
    await app.t.callOk(ann, qa.v1CreateMessageComment, {
      params: { id: detail.id, messageId: message.id },
      body: v1Comment('Right answer'),
    });
    const v2 = await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } });
    expect(v2.messages[1]!.comments.map((c) => c.content)).toEqual(['Right answer']);
    const elsewhere = await app.t.call(ann, qa.v1CreateMessageComment, {
      params: { id: other.id, messageId: message.id },
      body: v1Comment('Wrong chat'),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('comments on a ticket and on a reply of it, and refuses a reply of another ticket (404)', async () => {
    const ticket = await newTicket();
    const other = await newTicket();
    const reply = ticket.replies[1]!;
    await app.t.callOk(ann, qa.v1CreateTicketComment, { params: { id: ticket.id }, body: v1Comment('Whole ticket') });
    await app.t.callOk(ann, qa.v1CreateReplyComment, {
      params: { id: ticket.id, replyId: reply.id },
      body: v1Comment('This reply'),
    });
    const v2 = await app.t.callOk(ann, qa.getTicket, { params: { id: ticket.id } });
    expect(v2.comments.map((c) => c.content)).toEqual(['Whole ticket']);
    expect(v2.replies[1]!.comments.map((c) => c.content)).toEqual(['This reply']);
    const elsewhere = await app.t.call(ann, qa.v1CreateReplyComment, {
      params: { id: other.id, replyId: reply.id },
      body: v1Comment('Wrong ticket'),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps notes apart from comments, on a chat and on a ticket', async () => {
    const detail = await newChat();
    const ticket = await newTicket();
    await app.t.callOk(ann, qa.v1CreateChatNote, { params: { id: detail.id }, body: v1Note('Check billing') });
    await app.t.callOk(ann, qa.v1CreateTicketNote, { params: { id: ticket.id }, body: v1Note('Ask the admin') });
    const chatV2 = await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } });
    const ticketV2 = await app.t.callOk(ann, qa.getTicket, { params: { id: ticket.id } });
    expect([chatV2.notes.map((x) => x.content), chatV2.comments]).toEqual([['Check billing'], []]);
    expect([ticketV2.notes.map((x) => x.content), ticketV2.comments]).toEqual([['Ask the admin'], []]);
  });

  it('changes through v1 a comment made through v2, and QC v2 shows the change', async () => {
    const detail = await newChat();
    const made = await app.t.callOk(ann, qa.createChatComment, {
      params: { id: detail.id },
      body: { content: 'First try' },
    });
    const edited = await app.t.callOk(ann, qa.v1UpdateComment, { params: { id: made.id }, body: v1Comment('Second') });
    expect(edited).toMatchObject({ id: made.id, content: 'Second' });
    const v2 = await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } });
    expect(v2.comments.map((c) => c.content)).toEqual(['Second']);
  });

  it('changes through v2 a comment made through v1, and deletes it through v1', async () => {
    const detail = await newChat();
    const made = await app.t.callOk(ann, qa.v1CreateChatComment, { params: { id: detail.id }, body: v1Comment('A') });
    await app.t.callOk(ann, qa.updateChatComment, {
      params: { id: detail.id, commentId: made.id },
      body: { content: 'B' },
    });
    expect((await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } })).comments[0]!.content).toBe('B');
    await app.t.callOk(ann, qa.v1DeleteComment, { params: { id: made.id } });
    expect((await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } })).comments).toEqual([]);
  });

  it('changes and deletes a note by its id alone', async () => {
    const ticket = await newTicket();
    const note = await app.t.callOk(ann, qa.v1CreateTicketNote, { params: { id: ticket.id }, body: v1Note('One') });
    await app.t.callOk(ann, qa.v1UpdateNote, { params: { id: note.id }, body: v1Note('Two') });
    expect((await app.t.callOk(ann, qa.getTicket, { params: { id: ticket.id } })).notes[0]!.content).toBe('Two');
    await app.t.callOk(ann, qa.v1DeleteNote, { params: { id: note.id } });
    expect((await app.t.callOk(ann, qa.getTicket, { params: { id: ticket.id } })).notes).toEqual([]);
  });

  it('lets only the author change or delete a comment (another reviewer gets 404)', async () => {
    const detail = await newChat();
    const made = await app.t.callOk(ann, qa.v1CreateChatComment, {
      params: { id: detail.id },
      body: v1Comment('Mine'),
    });
    const edit = await app.t.call(ben, qa.v1UpdateComment, { params: { id: made.id }, body: v1Comment('Yours') });
    const drop = await app.t.call(ben, qa.v1DeleteComment, { params: { id: made.id } });
    expect([edit.statusCode, drop.statusCode]).toEqual([404, 404]);
  });

  it('asks the author for the scope of what the comment is on (a ticket comment needs qa:ticket:review)', async () => {
    const ticket = await newTicket();
    const made = await app.t.callOk(ann, qa.v1CreateTicketComment, { params: { id: ticket.id }, body: v1Comment('T') });
    // Its author now holds qa:chat:review only (their role changed since they wrote it).
    const chatOnly = await app.t.createUser({ scopes: ['qa:chat:review'] });
    await app.t.database.pool.query('UPDATE qa_comments SET author_id = $1 WHERE id = $2', [chatOnly.id, made.id]);
    const edit = await app.t.call(chatOnly, qa.v1UpdateComment, { params: { id: made.id }, body: v1Comment('X') });
    expect(edit.statusCode).toBe(404);
  });

  it('tells a comment from a note: a note’s id on the comments path is not found', async () => {
    const detail = await newChat();
    const note = await app.t.callOk(ann, qa.v1CreateChatNote, { params: { id: detail.id }, body: v1Note('Note') });
    const res = await app.t.call(ann, qa.v1UpdateComment, { params: { id: note.id }, body: v1Comment('X') });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an empty comment on body.commentData.content', async () => {
    const detail = await newChat();
    const res = await app.t.call(ann, qa.v1CreateChatComment, { params: { id: detail.id }, body: v1Comment('  ') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'body.commentData.content' }] });
  });

  it('licenses no comment with a read scope (qa:chat:read gets 403)', async () => {
    const detail = await newChat();
    const reader = await app.t.createUser({ scopes: ['qa:chat:read'] });
    const res = await app.t.call(reader, qa.v1CreateChatComment, { params: { id: detail.id }, body: v1Comment('Hi') });
    expect(res.statusCode).toBe(403);
  });
});
