// QC v1's chat calls (docs/qa.md "QC v1") over QC v2's data: the same queue, reviews and archive. Each
// rule sends its own chats (its own department); the queue-clearing rule alone uses chats of 2001.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import { chat, emailOf, grades, ingestChats, type QaApp, qaApp, REVIEWER } from '../testing/qa-app.js';

let app: QaApp;
let agent: TestUser;
let agentEmail: string;
let reader: TestUser;

/** `n` chats of the department, oldest first (their ids in that order). */
async function chatsIn(department: string, n: number, year = 2026): Promise<number[]> {
  const chats = Array.from({ length: n }, (_, i) =>
    chat(`${department}-${i}`, `${year}-09-0${i + 1}T09:00:00Z`, `Help with ${department}`, agentEmail, {
      department,
    }),
  );
  const ids = await ingestChats(app, chats);
  return chats.map((c) => ids[c.externalId]!);
}
const reviewer = () => app.t.createUser({ scopes: [...REVIEWER] });
const fullMarks = () => ({
  data: {
    scores: grades([
      [app.greeting, app.excellent],
      [app.accuracy, app.good],
    ]),
    tags: [app.refund.id],
  },
});

beforeAll(async () => {
  app = await qaApp();
  agent = await app.t.createUser();
  agentEmail = await emailOf(app.t, agent);
  reader = await app.t.createUser({ scopes: ['qa:chat:read'] });
});
afterAll(() => app.close());

describe('QC v1 chats: the queue', () => {
  it('never gives two reviewers taking chat/last at once the same chat', async () => {
    await chatsIn('last-pair', 2);
    const [ann, ben] = await Promise.all([reviewer(), reviewer()]);
    const [a, b] = await Promise.all([
      app.t.callOk(ann, qa.v1LastChat, { query: {} }),
      app.t.callOk(ben, qa.v1LastChat, { query: {} }),
    ]);
    expect(a.next!.id).not.toBe(b.next!.id);
  });

  it('claims the chat named by `id` first, from the same leased queue as QC v2', async () => {
    const [, second] = await chatsIn('last-id', 2);
    const ann = await reviewer();
    const { next } = await app.t.callOk(ann, qa.v1LastChat, { query: { id: second! } });
    expect(next!.id).toBe(second);
    expect(next!.claim).toMatchObject({ reviewerId: ann.id });
    // QC v2's queue sees the claim: another reviewer is not offered that chat.
    const other = await app.t.callOk(await reviewer(), qa.chatQueue, { query: { department: 'last-id' } });
    expect(other.next?.id).not.toBe(second);
  });

  it('lists the waiting chats alike by GET and POST, as many as QC v2’s queue counts', async () => {
    const ids = await chatsIn('waiting', 3);
    const ann = await reviewer();
    await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: ids[0]! }, body: fullMarks() });
    const query = { department: 'waiting', sortBy: 'startedAt', direction: 'ASC' } as const;
    const got = await app.t.callOk(reader, qa.v1UnreviewedChats, { query });
    const posted = await app.t.callOk(reader, qa.v1UnreviewedChatsPost, { query });
    expect(got.items.map((c) => c.id)).toEqual([ids[1], ids[2]]);
    expect(posted).toEqual(got);
    const v2 = await app.t.callOk(ann, qa.chatQueue, { query: { department: 'waiting' } });
    expect(v2.waiting).toBe(got.total);
  });

  it('answers each waiting list its own values, the statement built once per set of filters (PreparedList)', async () => {
    const north = await chatsIn('prep-north', 3);
    const south = await chatsIn('prep-south', 2);
    const waiting = async (query: Record<string, unknown>) =>
      (
        await app.t.callOk(reader, qa.v1UnreviewedChats, { query: { sortBy: 'startedAt', direction: 'ASC', ...query } })
      ).items.map((c) => c.id);
    expect(await waiting({ department: 'prep-north' })).toEqual(north);
    expect(await waiting({ department: 'prep-south' })).toEqual(south);
    expect(await waiting({ department: 'prep-north', from: '2026-09-02', to: '2026-09-02' })).toEqual([north[1]]);
    expect(await waiting({ department: 'prep-south', from: '2026-09-02', to: '2026-09-02' })).toEqual([south[1]]);
    expect(await waiting({ department: 'prep-south', from: '2026-09-03' })).toEqual([]);
    const second = await app.t.callOk(reader, qa.v1UnreviewedChats, {
      query: { department: 'prep-north', sortBy: 'startedAt', direction: 'DESC', take: 1, page: 2 },
    });
    expect(second).toMatchObject({ page: 2, take: 1, total: 3 });
    expect(second.items.map((c) => c.id)).toEqual([north[1]]);
  });

  it('refuses a direction other than ASC or DESC, naming the field', async () => {
    const res = await app.t.call(reader, qa.v1UnreviewedChats, { query: { direction: 'asc' as never } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('direction');
  });

  it('clears waiting chats older than the timestamp: a dry run counts exactly what the real run takes out', async () => {
    const ids = await chatsIn('clear', 3, 2001);
    const body = { timestamp: '2001-09-03T00:00:00Z' };
    const manager = await app.t.createUser({ scopes: ['qa:chat:settings'] });
    const dry = await app.t.callOk(manager, qa.v1ClearChats, { body: { ...body, isDryRun: true } });
    const untouched = await app.t.callOk(reader, qa.v1Chat, { params: { id: ids[0]! } });
    expect(untouched.queueState).toBe('waiting');
    const real = await app.t.callOk(manager, qa.v1ClearChats, { body: { ...body, isDryRun: false } });
    expect(dry).toEqual({ cleared: 2, isDryRun: true });
    expect(real).toEqual({ cleared: 2, isDryRun: false });
    const states = await Promise.all(ids.map((id) => app.t.callOk(reader, qa.v1Chat, { params: { id } })));
    expect(states.map((c) => c.queueState)).toEqual(['out', 'out', 'waiting']);
  });

  it('lets only the chat queue settings scope clear the queue', async () => {
    const res = await app.t.call(await reviewer(), qa.v1ClearChats, {
      body: { timestamp: '2001-01-01T00:00:00Z', isDryRun: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('QC v1 chats: reviews on the same tables', () => {
  it('makes a QC v2 review through PATCH chat/{id}, scored by the same rules', async () => {
    const [id] = await chatsIn('patch', 1);
    const ann = await reviewer();
    const review = await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: id! }, body: fullMarks() });
    // (100 × 1 + 75 × 3) / 4
    expect(review.score).toBe(81.3);
    const v2 = await app.t.callOk(ann, qa.getChat, { params: { id: id! } });
    expect(v2.queueState).toBe('reviewed');
    expect(v2.reviews.map((r) => [r.id, r.score, r.agents.map((a) => a.id)])).toEqual([[review.id, 81.3, [agent.id]]]);
  });

  it('replaces the caller’s earlier live review of the chat (same id)', async () => {
    const [id] = await chatsIn('replace', 1);
    const ann = await reviewer();
    const first = await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: id! }, body: fullMarks() });
    const poor = grades([
      [app.greeting, app.excellent],
      [app.accuracy, app.poor],
    ]);
    const second = await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: id! }, body: { data: { scores: poor } } });
    expect(second.id).toBe(first.id);
    // Accuracy is critical: Poor (25) fails it.
    expect(second.score).toBe(0);
  });

  it('refuses a review missing a criterion, as QC v2 does', async () => {
    const [id] = await chatsIn('missing', 1);
    const scores = grades([[app.greeting, app.excellent]]);
    const res = await app.t.call(await reviewer(), qa.v1ReviewChat, {
      params: { id: id! },
      body: { data: { scores } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('QA_SCORES_MISSING');
  });

  it('never lets a read scope review', async () => {
    const [id] = await chatsIn('read-only', 1);
    const res = await app.t.call(reader, qa.v1ReviewChat, { params: { id: id! }, body: fullMarks() });
    expect(res.statusCode).toBe(403);
  });

  it('lists the caller’s deferred reviews under chat/user, not someone else’s', async () => {
    const [mine, theirs] = await chatsIn('deferred', 2);
    const [ann, ben] = await Promise.all([reviewer(), reviewer()]);
    const later = { ...fullMarks(), reviewLater: true };
    await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: mine! }, body: later });
    await app.t.callOk(ben, qa.v1ReviewChat, { params: { id: theirs! }, body: later });
    const list = await app.t.callOk(ann, qa.v1MyChats, { query: {} });
    expect(list.items.map((i) => i.chat.id)).toEqual([mine]);
    expect(list.items[0]!.review.reviewLater).toBe(true);
  });

  it('answers the same reviews, scores and states through v1 and v2 reads, and a change in either shows in the other', async () => {
    const ids = await chatsIn('equal', 3);
    const [ann, ben] = await Promise.all([reviewer(), reviewer()]);
    const made = await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: ids[0]! }, body: fullMarks() });
    await app.t.callOk(ben, qa.createChatReview, { body: { chatId: ids[1]!, ...fullMarks() } });
    const query = { department: 'equal', sortBy: 'score', direction: 'ASC' } as const;
    const v1 = await app.t.callOk(reader, qa.v1ReviewedChats, { query });
    const v2 = await app.t.callOk(ann, qa.chatArchive, { query });
    const picked = (l: typeof v1) => l.items.map((i) => [i.review.id, i.review.score, i.chat.queueState]);
    expect(picked(v1)).toEqual(picked(v2));
    expect(v1.total).toBe(2);

    // v2 changes the v1 review: v1 reads the change.
    const poor = grades([
      [app.greeting, app.poor],
      [app.accuracy, app.excellent],
    ]);
    await app.t.callOk(ann, qa.updateChatReview, { params: { id: made.id }, body: { data: { scores: poor } } });
    const seen = await app.t.callOk(reader, qa.v1Chat, { params: { id: ids[0]! } });
    expect(seen.reviews[0]!.score).toBe(81.3);
    // v2 deletes it: the chat waits again, in both.
    await app.t.callOk(ann, qa.deleteChatReview, { params: { id: made.id } });
    const waiting = await app.t.callOk(reader, qa.v1UnreviewedChats, { query: { department: 'equal' } });
    expect(waiting.items.map((c) => c.id).sort()).toEqual([ids[0], ids[2]].sort());
    const detail = await app.t.callOk(ann, qa.getChat, { params: { id: ids[0]! } });
    expect(detail).toEqual(await app.t.callOk(reader, qa.v1Chat, { params: { id: ids[0]! } }));
  });

  it('counts a v1 review in QC v2’s statistics', async () => {
    const [id] = await chatsIn('stats', 1);
    const ann = await reviewer();
    await app.t.callOk(ann, qa.v1ReviewChat, { params: { id: id! }, body: fullMarks() });
    const stats = await app.t.callOk(app.admin, qa.overallStatistics, { query: { reviewerId: ann.id } });
    expect(stats.reviews).toBe(1);
  });
});

describe('QC v1 chats: lookups', () => {
  it('searches the archive in full text as QC v2 does', async () => {
    const [id] = await chatsIn('certificates', 1);
    await app.t.callOk(await reviewer(), qa.v1ReviewChat, { params: { id: id! }, body: fullMarks() });
    const v1 = await app.t.callOk(reader, qa.v1SearchChats, { params: { term: 'certificate' }, query: {} });
    const v2 = await app.t.callOk(app.admin, qa.chatArchive, { query: { search: 'certificate' } });
    expect(v1.items.map((i) => i.review.id)).toEqual(v2.items.map((i) => i.review.id));
    expect(v1.items.map((i) => i.chat.id)).toContain(id);
  });

  it('lists the agent’s chats by email, less the ids sent', async () => {
    const other = await app.t.createUser();
    const otherEmail = await emailOf(app.t, other);
    const ids = await ingestChats(app, [
      chat('agent-a', '2026-09-01T09:00:00Z', 'Hi', otherEmail),
      chat('agent-b', '2026-09-02T09:00:00Z', 'Hi', otherEmail),
      chat('agent-c', '2026-09-03T09:00:00Z', 'Hi', agentEmail),
    ]);
    const list = await app.t.callOk(reader, qa.v1AgentChats, {
      query: { sortBy: 'startedAt', direction: 'ASC' },
      body: { email: otherEmail.toUpperCase(), reviewedIds: [ids['agent-a']!] },
    });
    expect(list.items.map((c) => c.id)).toEqual([ids['agent-b']]);
  });

  it('answers how many chats arrived since the caller’s last sync', async () => {
    const ann = await app.t.createUser({ scopes: ['qa:chat:read'] });
    const first = await app.t.callOk(ann, qa.v1SyncChats);
    expect(first.since).toBeNull();
    await chatsIn('sync', 2);
    const second = await app.t.callOk(ann, qa.v1SyncChats);
    expect(second).toMatchObject({ arrived: 2, since: expect.any(String) });
    expect((await app.t.callOk(ann, qa.v1SyncChats)).arrived).toBe(0);
  });

  it('lists every chat, in any state, for a reader', async () => {
    const ids = await chatsIn('list', 2);
    await app.t.callOk(await reviewer(), qa.v1ReviewChat, { params: { id: ids[0]! }, body: fullMarks() });
    const list = await app.t.callOk(reader, qa.v1Chats, { query: { department: 'list' } });
    expect(list.items.map((c) => [c.id, c.queueState])).toEqual([
      [ids[1], 'waiting'],
      [ids[0], 'reviewed'],
    ]);
  });
});
