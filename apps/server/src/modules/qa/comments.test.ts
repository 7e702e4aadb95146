// Comments and notes (docs/qa.md "Comments and notes"): kept by parent, the people named told with a
// link they can open, only the author changes one. Each rule comments on a chat of its own.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { chat, emailOf, ingestChats, type QaApp, qaApp, REVIEWER, reviewedChat } from './testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let ben: TestUser;
let agentEmail: string;
let n = 0;

async function newChat() {
  const externalId = `c-${++n}`;
  const chatId = (await ingestChats(app, [chat(externalId, '2026-09-01T09:00:00Z', 'Comment on me', agentEmail)]))[
    externalId
  ]!;
  return app.t.callOk(ann, qa.getChat, { params: { id: chatId } });
}
const commentOn = (message: { id: number }, content = 'Good answer here', by = ann) =>
  app.t.callOk(by, qa.createMessageComment, { params: { id: message.id }, body: { content, notifyUsers: [ben.id] } });

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER] });
  ben = await app.t.createUser({ scopes: [...REVIEWER] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('comments and notes', () => {
  it('keeps a comment on a message with its author and the people it names', async () => {
    const detail = await newChat();
    const comment = await commentOn(detail.messages[1]!);
    expect(comment).toMatchObject({ author: { id: ann.id }, content: 'Good answer here', notifyUsers: [ben.id] });
  });

  it('tells the people a comment names, linking a reviewer to the chat', async () => {
    const detail = await newChat();
    await commentOn(detail.messages[1]!);
    const { rows } = await app.t.database.pool.query('SELECT title, link FROM notifications WHERE user_id = $1', [
      ben.id,
    ]);
    expect(rows).toContainEqual({
      title: expect.stringContaining('mentioned you in a comment'),
      link: `/qc-v2/chats/archive/${detail.id}`,
    });
  });

  it('keeps notes apart from comments: a message’s comments, the chat’s notes, the chat’s comments', async () => {
    const detail = await newChat();
    await commentOn(detail.messages[1]!);
    await app.t.callOk(ben, qa.createChatNote, { params: { id: detail.id }, body: { content: 'Check billing' } });
    const again = await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } });
    expect(again.messages[1]!.comments.map((c) => c.content)).toEqual(['Good answer here']);
    expect(again.notes.map((x) => x.content)).toEqual(['Check billing']);
    expect(again.comments).toEqual([]);
  });

  it('another reviewer cannot edit one’s comment (404)', async () => {
    const detail = await newChat();
    const comment = await commentOn(detail.messages[1]!);
    const edit = await app.t.call(ben, qa.updateMessageComment, {
      params: { id: detail.messages[1]!.id, commentId: comment.id },
      body: { content: 'Mine now' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('a note is not reached through the comment calls (404)', async () => {
    const detail = await newChat();
    const note = await app.t.callOk(ben, qa.createChatNote, { params: { id: detail.id }, body: { content: 'Note' } });
    expect(
      (await app.t.call(ben, qa.deleteChatComment, { params: { id: detail.id, commentId: note.id } })).statusCode,
    ).toBe(404);
  });

  it('a comment is not reached through another message (404)', async () => {
    const detail = await newChat();
    const comment = await commentOn(detail.messages[1]!);
    expect(
      (
        await app.t.call(ann, qa.deleteMessageComment, {
          params: { id: detail.messages[0]!.id, commentId: comment.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the author edits their comment', async () => {
    const detail = await newChat();
    const comment = await commentOn(detail.messages[1]!);
    const edited = await app.t.callOk(ann, qa.updateMessageComment, {
      params: { id: detail.messages[1]!.id, commentId: comment.id },
      body: { content: 'Great answer here', notifyUsers: [ben.id] },
    });
    expect(edited.content).toBe('Great answer here');
  });

  it('the author deletes their note', async () => {
    const detail = await newChat();
    const note = await app.t.callOk(ben, qa.createChatNote, { params: { id: detail.id }, body: { content: 'Note' } });
    await app.t.callOk(ben, qa.deleteChatNote, { params: { id: detail.id, noteId: note.id } });
    expect((await app.t.callOk(ann, qa.getChat, { params: { id: detail.id } })).notes).toEqual([]);
  });

  it('refuses an empty comment on body.content', async () => {
    const detail = await newChat();
    const empty = await app.t.call(ann, qa.createChatComment, { params: { id: detail.id }, body: { content: '  ' } });
    expect(empty.json()).toMatchObject({ details: [{ field: 'body.content' }] });
  });

  it('refuses to name a user who does not exist', async () => {
    const detail = await newChat();
    const nobody = await app.t.call(ann, qa.createChatComment, {
      params: { id: detail.id },
      body: { content: 'Hi', notifyUsers: [99999] },
    });
    expect(nobody.json()).toMatchObject({ details: [{ field: 'body.notifyUsers', message: 'names nobody: 99999' }] });
  });
});

describe('mentions in comments (a notification opens for its recipient)', () => {
  let review: qa.Review;
  let feedback: qa.Feedback;
  let manager: TestUser;
  let agent: TestUser;
  let other: TestUser;
  const linkOf = async (u: TestUser) =>
    (
      await app.t.database.pool.query(
        "SELECT link FROM notifications WHERE user_id = $1 AND title LIKE '%mentioned you%' ORDER BY id DESC LIMIT 1",
        [u.id],
      )
    ).rows[0]?.link;

  beforeAll(async () => {
    const reviewer = await app.t.createUser({ scopes: ['qa:chat:review', 'qa:feedback:read'] });
    manager = await app.t.createUser({ scopes: ['qa:chat:review', 'qa:manager', 'qa:feedback:read'] });
    agent = await app.t.createUser({ scopes: ['qa:feedback:read'] });
    other = await app.t.createUser({ scopes: ['qa:feedback:read'] });
    review = await reviewedChat(app, reviewer, agent, 'm-1', [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    feedback = await app.t.callOk(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Nicely done.' }, review: { id: review.id } },
    });
    await app.t.callOk(reviewer, qa.createChatComment, {
      params: { id: review.conversationId },
      body: { content: 'Look at the greeting', notifyUsers: [manager.id, agent.id, other.id] },
    });
  });

  it('link a reviewer to the chat, which they may open', async () => {
    expect(await linkOf(manager)).toBe(`/qc-v2/chats/archive/${review.conversationId}`);
    expect((await app.t.call(manager, qa.getChat, { params: { id: review.conversationId } })).statusCode).toBe(200);
  });

  it('link the chat’s agent to their own feedback on it, which they may open', async () => {
    expect(await linkOf(agent)).toBe(`/qc-v2/chat-feedbacks/${feedback.id}`);
    expect((await app.t.call(agent, qa.getChatFeedback, { params: { id: feedback.id } })).statusCode).toBe(200);
  });

  it('link anyone else to nothing', async () => {
    expect(await linkOf(other)).toBeNull();
  });
});
