// Reviews (docs/qa.md "Reviews"): scored as the model says, one live review per reviewer and
// conversation, refused field by field, deferred with reviewLater, changed by their reviewer or a QC
// manager, deleted softly. Each rule reviews a chat of its own.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { statisticsSource } from './services/statistics-source.js';
import { chat, emailOf, grades, ingestChats, type QaApp, qaApp, REVIEWER } from './testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let ben: TestUser;
let agent: TestUser;
let agentEmail: string;
let n = 0;

async function newChat(text = 'Help'): Promise<number> {
  const externalId = `r-${++n}`;
  return (await ingestChats(app, [chat(externalId, '2026-10-01T09:00:00Z', text, agentEmail)]))[externalId]!;
}
const all = () =>
  grades([
    [app.greeting, app.good],
    [app.accuracy, app.good],
  ]);
const review = (
  user: TestUser,
  chatId: number,
  data: qa.ChatReviewBody['data'] = { scores: all(), tags: [], comment: '' },
) => app.t.callOk(user, qa.createChatReview, { body: { chatId, data } });

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER] });
  ben = await app.t.createUser({ scopes: [...REVIEWER] });
  agent = await app.t.createUser();
  agentEmail = await emailOf(app.t, agent);
});
afterAll(() => app.close());

describe('a chat review', () => {
  it('is scored as hand-computed and keeps each criterion’s weight and value, its agents and tags', async () => {
    const made = await app.t.callOk(ann, qa.createChatReview, {
      body: {
        chatId: await newChat(),
        data: {
          scores: grades([
            [app.greeting, app.excellent],
            [app.accuracy, app.good],
          ]),
          tags: [app.refund.id],
        },
      },
    });
    // (1×100 + 3×75) / 4 = 81.25 → 81.3
    expect(made).toMatchObject({
      score: 81.3,
      criticalFails: 0,
      sendStats: true,
      reviewLater: false,
      reviewer: { id: ann.id },
      agents: [{ id: agent.id }],
      tags: [{ id: app.refund.id }],
    });
    expect(made.scores.map((s) => [s.scoreTypeName, s.weight, s.value])).toEqual([
      ['Greeting', 1, 100],
      ['Accuracy', 3, 75],
    ]);
  });

  it('settles the chat as reviewed, counted, its claim let go', async () => {
    const chatId = await newChat();
    await review(ann, chatId);
    expect(await app.t.callOk(ann, qa.getChat, { params: { id: chatId } })).toMatchObject({
      queueState: 'reviewed',
      reviewCount: 1,
      claim: null,
    });
  });

  it('is replaced (same id) by a second review of the same reviewer, scored 0 when a critical criterion fails', async () => {
    const chatId = await newChat();
    const first = await review(ann, chatId, { scores: all(), tags: [app.refund.id], comment: '' });
    const again = await app.t.callOk(ann, qa.createChatReview, {
      body: {
        chatId,
        sendStats: false,
        data: {
          scores: grades([
            [app.greeting, app.excellent],
            [app.accuracy, app.poor],
          ]),
        },
      },
    });
    expect(again).toMatchObject({ id: first.id, score: 0, criticalFails: 1, sendStats: false, tags: [] });
    expect((await app.t.callOk(ann, qa.getChat, { params: { id: chatId } })).reviews).toHaveLength(1);
  });
});

describe('a refused review', () => {
  it('names the active criteria it misses', async () => {
    const missing = await app.t.call(ben, qa.createChatReview, {
      body: { chatId: await newChat(), data: { scores: grades([[app.greeting, app.good]]) } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'QA_SCORES_MISSING',
      details: [{ field: 'body.data.scores', message: 'must grade every active criterion; missing: Accuracy' }],
    });
  });

  it('names a grade that is not one', async () => {
    const grade = await app.t.call(ben, qa.createChatReview, {
      body: {
        chatId: await newChat(),
        data: { scores: [...grades([[app.greeting, app.good]]), { scoreTypeId: app.accuracy.id, gradeId: 99999 }] },
      },
    });
    expect(grade.json()).toMatchObject({
      details: [{ field: 'body.data.scores.1.gradeId', message: 'is not a grade' }],
    });
  });

  it('names a tag that is not one', async () => {
    const tag = await app.t.call(ben, qa.createChatReview, {
      body: { chatId: await newChat(), data: { scores: all(), tags: [99999] } },
    });
    expect(tag.json()).toMatchObject({ details: [{ field: 'body.data.tags.0', message: 'is not a tag' }] });
  });

  it('of a chat that is not there answers 404', async () => {
    const nobody = await app.t.call(ben, qa.createChatReview, { body: { chatId: 99999, data: { scores: [] } } });
    expect(nobody.statusCode).toBe(404);
  });

  it('keeps nothing', async () => {
    const chatId = await newChat();
    await app.t.call(ben, qa.createChatReview, {
      body: { chatId, data: { scores: grades([[app.greeting, app.good]]) } },
    });
    const { rows } = await app.t.database.pool.query('SELECT count(*)::int AS n FROM qa_reviews WHERE chat_id = $1', [
      chatId,
    ]);
    expect(rows[0].n).toBe(0);
  });
});

describe('a deferred review (reviewLater)', () => {
  it('may stop half way, and leaves the chat deferred', async () => {
    const chatId = await newChat();
    const later = await app.t.callOk(ben, qa.createChatReview, {
      body: { chatId, reviewLater: true, data: { scores: grades([[app.greeting, app.good]]) } },
    });
    expect(later.reviewLater).toBe(true);
    expect((await app.t.callOk(ben, qa.getChat, { params: { id: chatId } })).queueState).toBe('deferred');
  });

  it('finished with PATCH is a review like any other and leaves the deferred list', async () => {
    const reviewer = await app.t.createUser({ scopes: [...REVIEWER] });
    const later = await app.t.callOk(reviewer, qa.createChatReview, {
      body: { chatId: await newChat(), reviewLater: true, data: { scores: grades([[app.greeting, app.good]]) } },
    });
    const done = await app.t.callOk(reviewer, qa.updateChatReview, {
      params: { id: later.id },
      body: {
        data: {
          scores: grades([
            [app.greeting, app.good],
            [app.accuracy, app.excellent],
          ]),
        },
      },
    });
    expect(done).toMatchObject({ reviewLater: false, score: 93.8 });
    expect((await app.t.callOk(reviewer, qa.chatQueue, { query: {} })).deferred).toEqual([]);
  });
});

describe('changing and deleting a review', () => {
  it('another reviewer cannot delete it (404, as if it were not there)', async () => {
    const made = await review(ann, await newChat());
    expect((await app.t.call(ben, qa.deleteChatReview, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('a QC manager changes anyone’s review', async () => {
    const made = await review(ann, await newChat());
    const manager = await app.t.createUser({ scopes: [...REVIEWER, 'qa:manager'] });
    const changed = await app.t.callOk(manager, qa.updateChatReview, {
      params: { id: made.id },
      body: { data: { scores: all() } },
    });
    expect(changed.score).toBe(75);
  });

  it('a deleted review leaves the statistics source', async () => {
    const made = await review(ann, await newChat());
    expect((await statisticsSource(app.t.app.ctx, 'chat')).map((r) => r.id)).toContain(made.id);
    await app.t.callOk(ann, qa.deleteChatReview, { params: { id: made.id } });
    expect((await statisticsSource(app.t.app.ctx, 'chat')).map((r) => r.id)).not.toContain(made.id);
  });

  it('a deleted review is not there to delete again (404)', async () => {
    const made = await review(ann, await newChat());
    await app.t.callOk(ann, qa.deleteChatReview, { params: { id: made.id } });
    expect((await app.t.call(ann, qa.deleteChatReview, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('re-sending a reviewed chat updates its transcript but keeps its reviews and place', async () => {
    const chatId = await newChat('My certificates expired');
    await review(ann, chatId);
    await ingestChats(app, [chat(`r-${n}`, '2026-10-01T09:00:00Z', 'My certificates expired, now fixed', agentEmail)]);
    const detail = await app.t.callOk(ann, qa.getChat, { params: { id: chatId } });
    expect(detail.queueState).toBe('reviewed');
    expect(detail.messages[0]!.text).toBe('My certificates expired, now fixed');
    expect(detail.reviews.filter((r) => !r.deletedAt)).toHaveLength(1);
  });
});
