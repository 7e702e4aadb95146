// The daily goal (docs/qa.md "The daily goal"): the QC managers set how many reviews a day a reviewer aims
// for; the queue shows the caller's finished, live reviews of today (company time) against it.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { chat, emailOf, grades, ingestChats, type QaApp, qaApp, reviewedChat } from './testing/qa-app.js';

let app: QaApp;
let manager: TestUser;
let agent: TestUser;

const progress = (who: TestUser) => app.t.callOk(who, qa.getReviewProgress, {});
const reviewer = () => app.t.createUser({ scopes: ['qa:chat:review'] });
let n = 0;
const review = (who: TestUser) =>
  reviewedChat(app, who, agent, `goal-${++n}`, [
    [app.greeting, app.good],
    [app.accuracy, app.good],
  ]);

beforeAll(async () => {
  app = await qaApp();
  manager = await app.t.createUser({ scopes: ['qa:manager'] });
  agent = await app.t.createUser({ scopes: ['qa:feedback:read'] });
});
afterAll(() => app.close());

describe('the daily goal', () => {
  it('is 20 reviews until a manager sets it', async () => {
    const who = await reviewer();
    expect(await progress(who)).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), goal: 20, reviewed: 0 });
  });

  it('is set by a QC manager, for everyone, and audited', async () => {
    expect(await app.t.callOk(manager, qa.setDailyGoal, { body: { goal: 35 } })).toEqual({ goal: 35 });
    expect((await progress(await reviewer())).goal).toBe(35);
    const { rows } = await app.t.database.pool.query(
      "SELECT before, after FROM audit_log WHERE entity = 'qa-daily-goal' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ after: { goal: 35 } });
  });

  it('is not set by a reviewer (403)', async () => {
    const res = await app.t.call(await reviewer(), qa.setDailyGoal, { body: { goal: 5 } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a goal below 1, naming the field', async () => {
    const res = await app.t.call(manager, qa.setDailyGoal, { body: { goal: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.goal', message: 'must be at least 1' }]);
  });
});

describe('progress toward it', () => {
  it('counts the caller’s finished reviews of today, not another reviewer’s', async () => {
    const me = await reviewer();
    const other = await reviewer();
    await review(me);
    await review(me);
    await review(other);
    expect((await progress(me)).reviewed).toBe(2);
    expect((await progress(other)).reviewed).toBe(1);
  });

  it('leaves out deleted and deferred reviews', async () => {
    const me = await reviewer();
    await review(me);
    const deleted = await review(me);
    await app.t.callOk(me, qa.deleteChatReview, { params: { id: deleted.id } });
    const ids = await ingestChats(app, [
      chat(`goal-${++n}`, '2026-10-05T10:00:00Z', 'Hi', await emailOf(app.t, agent)),
    ]);
    await app.t.callOk(me, qa.createChatReview, {
      body: { chatId: ids[`goal-${n}`]!, reviewLater: true, data: { scores: grades([[app.greeting, app.good]]) } },
    });
    expect((await progress(me)).reviewed).toBe(1);
  });

  it('counts nothing for someone who reviews nothing', async () => {
    expect((await progress(agent)).reviewed).toBe(0);
  });
});
