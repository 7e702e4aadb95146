// The fair queue (docs/qa.md "The queue"): waiting chats oldest first, each claimed for one reviewer with
// a lease; skipping lets one go; an expired lease frees it. Each rule reads its own department.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { chat, emailOf, ingestChats, type QaApp, qaApp, REVIEWER, waitingChats } from './testing/qa-app.js';

let app: QaApp;
let agent: TestUser;
let agentEmail: string;

const waitingIn = (department: string, n: number) => waitingChats(app, agentEmail, department, n);
const reviewer = () => app.t.createUser({ scopes: [...REVIEWER] });
const open = (user: TestUser, department: string, skip?: number[]) =>
  app.t.callOk(user, qa.chatQueue, { query: { department, ...(skip ? { skip } : {}) } });

beforeAll(async () => {
  app = await qaApp();
  agent = await app.t.createUser();
  agentEmail = await emailOf(app.t, agent);
});
afterAll(() => app.close());

describe('the chat queue', () => {
  it('gives two reviewers opening it at once the two oldest chats, one each', async () => {
    const [first, second] = await waitingIn('pair', 3);
    const [ann, ben] = await Promise.all([reviewer(), reviewer()]);
    const [a, b] = await Promise.all([open(ann, 'pair'), open(ben, 'pair')]);
    expect([a.next!.id, b.next!.id].sort()).toEqual([first, second].sort());
  });

  it('counts the waiting chats the filters match, the claimed ones included', async () => {
    await waitingIn('count', 2);
    await ingestChats(app, [chat('count-other', '2026-08-01T09:00:00Z', 'Help', agentEmail, { department: 'x' })]);
    expect((await open(await reviewer(), 'count')).waiting).toBe(2);
  });

  it('answers the claimed chat with its messages and agents, claimed for the caller', async () => {
    await waitingIn('detail', 1);
    const ann = await reviewer();
    const { next } = await open(ann, 'detail');
    expect(next!.claim).toMatchObject({ reviewerId: ann.id });
    expect(next!.messages.map((m) => m.authorKind)).toEqual(['customer', 'agent']);
    expect(next!.agents).toEqual([{ id: agent.id, name: expect.any(String) }]);
  });

  it('keeps the same chat for a reviewer who opens it again', async () => {
    await waitingIn('again', 2);
    const ann = await reviewer();
    const held = (await open(ann, 'again')).next!.id;
    expect((await open(ann, 'again')).next!.id).toBe(held);
  });

  it('never offers a chat another reviewer holds', async () => {
    await waitingIn('held', 1);
    await open(await reviewer(), 'held');
    expect((await open(await reviewer(), 'held')).next).toBeNull();
  });

  it('offers the next chat to a reviewer who skips one, and lets the skipped one go to others', async () => {
    await waitingIn('skip', 2);
    const ann = await reviewer();
    const held = (await open(ann, 'skip')).next!.id;
    expect((await open(ann, 'skip', [held])).next!.id).not.toBe(held);
    expect((await open(await reviewer(), 'skip')).next!.id).toBe(held);
  });

  it('gives eight reviewers opening it at once eight different chats, and a ninth none', async () => {
    await waitingIn('rush', 8);
    const reviewers = await Promise.all(Array.from({ length: 8 }, () => reviewer()));
    const opened = await Promise.all(reviewers.map((r) => open(r, 'rush')));
    expect(new Set(opened.map((o) => o.next!.id)).size).toBe(8);
    expect((await open(await reviewer(), 'rush')).next).toBeNull();
  });

  it('frees a chat whose lease has run out', async () => {
    const [id] = await waitingIn('lease', 1);
    await app.t.database.pool.query(
      "UPDATE qa_chats SET claimed_by = $1, claimed_until = now() - interval '1 minute' WHERE id = $2",
      [app.admin.id, id],
    );
    expect((await open(await reviewer(), 'lease')).next!.id).toBe(id);
  });

  it('filters by the tags set on a chat', async () => {
    const [id] = await waitingIn('tagged', 2);
    const ann = await reviewer();
    const tags = await app.t.callOk(ann, qa.tagChat, { params: { id: id! }, body: { tags: [app.refund.id] } });
    expect(tags.map((g) => g.name)).toEqual(['Refund']);
    const queue = await app.t.callOk(await reviewer(), qa.chatQueue, {
      query: { department: 'tagged', tags: [app.refund.id] },
    });
    expect(queue.waiting).toBe(1);
  });

  it('refuses a tag that is not one, naming body.tags.0', async () => {
    const [id] = await waitingIn('badtag', 1);
    const bad = await app.t.call(await reviewer(), qa.tagChat, { params: { id: id! }, body: { tags: [99999] } });
    expect(bad.json()).toMatchObject({ details: [{ field: 'body.tags.0' }] });
  });

  it('keeps a reviewer’s deferred chats (reviewLater) in their deferred list', async () => {
    const [id] = await waitingIn('deferred', 1);
    const ben = await reviewer();
    await app.t.callOk(ben, qa.createChatReview, {
      body: {
        chatId: id!,
        reviewLater: true,
        data: { scores: [{ scoreTypeId: app.greeting.id, gradeId: app.good.id }] },
      },
    });
    expect((await app.t.callOk(ben, qa.chatQueue, { query: {} })).deferred.map((c) => c.id)).toEqual([id]);
  });
});
