// Escalations (docs/qa.md "Escalations"): a reviewer asks the QC managers for a second look; a manager
// takes it or puts it back, and reviews the conversation, which settles it. Each rule its own escalation.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { feedbackPeople, grades, notificationsOf, type QaApp, qaApp, reviewedChat } from './testing/qa-app.js';

let app: QaApp;
let reviewer: TestUser;
let manager: TestUser;
let agent: TestUser;
let n = 0;

async function escalated() {
  const review = await reviewedChat(app, reviewer, agent, `e-${++n}`, [
    [app.greeting, app.good],
    [app.accuracy, app.poor],
  ]);
  const escalation = await app.t.callOk(reviewer, qa.createChatEscalation, {
    body: {
      escalation: { conversationId: review.conversationId, reason: 'Second look, please' },
      reviews: [review.id],
    },
  });
  return { review, escalation };
}
const set = (id: number, status: qa.EscalationStatus, who = manager) =>
  app.t.call(who, qa.setEscalationStatus, { params: { id }, body: { status } });
const reviewIt = (id: number) =>
  app.t.call(manager, qa.reviewChatEscalation, {
    params: { id },
    body: {
      reviews: {
        scores: grades([
          [app.greeting, app.excellent],
          [app.accuracy, app.good],
        ]),
      },
    },
  });

beforeAll(async () => {
  app = await qaApp();
  ({ reviewer, manager, agent } = await feedbackPeople(app.t));
});
afterAll(() => app.close());

describe('an escalation', () => {
  it('is raised open with the reviews escalated, and the QC managers are told', async () => {
    const { review, escalation } = await escalated();
    expect(escalation).toMatchObject({ status: 'open', reviews: [{ id: review.id }], raisedBy: { id: reviewer.id } });
    expect((await notificationsOf(app.t, manager)).at(-1)).toContain('escalated a chat');
  });

  it('is not marked reviewed without a review (409 naming the status)', async () => {
    const { escalation } = await escalated();
    expect((await set(escalation.id, 'reviewed')).json()).toMatchObject({
      code: 'QA_STATUS_CONFLICT',
      message: 'The escalation is open: it cannot be marked reviewed without a review',
    });
  });

  it('is not taken by a reviewer (403)', async () => {
    const { escalation } = await escalated();
    expect((await set(escalation.id, 'in-progress', reviewer)).statusCode).toBe(403);
  });

  it('is taken by a manager: in progress, handled by them', async () => {
    const { escalation } = await escalated();
    expect((await set(escalation.id, 'in-progress')).json()).toMatchObject({
      status: 'in-progress',
      handledBy: { id: manager.id },
    });
  });

  it('is not taken twice (409)', async () => {
    const { escalation } = await escalated();
    await set(escalation.id, 'in-progress');
    expect((await set(escalation.id, 'in-progress')).statusCode).toBe(409);
  });

  it('put back is open again, handled by nobody, and may be taken again', async () => {
    const { escalation } = await escalated();
    await set(escalation.id, 'in-progress');
    expect((await set(escalation.id, 'open')).json()).toMatchObject({ status: 'open', handledBy: null });
    expect((await set(escalation.id, 'in-progress')).statusCode).toBe(200);
  });

  it('reviewed by a manager has the manager’s review as its outcome', async () => {
    const { escalation } = await escalated();
    await set(escalation.id, 'in-progress');
    expect((await reviewIt(escalation.id)).json()).toMatchObject({
      status: 'reviewed',
      outcome: { score: 81.3, reviewer: { id: manager.id } },
    });
  });

  it('reviewed moves no more (409 naming the status)', async () => {
    const { escalation } = await escalated();
    await reviewIt(escalation.id);
    expect((await set(escalation.id, 'open')).json()).toMatchObject({
      message: 'The escalation is reviewed: it cannot move to open',
    });
  });

  it('reviewed is not reviewed again (409)', async () => {
    const { escalation } = await escalated();
    await reviewIt(escalation.id);
    const again = await app.t.call(manager, qa.reviewChatEscalation, {
      params: { id: escalation.id },
      body: { reviews: { scores: [] } },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the list of escalations', () => {
  it('hides reviewed escalations unless the profile shows them', async () => {
    const { escalation } = await escalated();
    await reviewIt(escalation.id);
    const watcher = await app.t.createUser({ scopes: ['qa:escalation:read'] });
    const hidden = await app.t.callOk(watcher, qa.listChatEscalations, { query: {} });
    expect(hidden.items.map((e) => e.id)).not.toContain(escalation.id);
    await app.t.database.pool.query(
      `INSERT INTO user_preferences (user_id, name, value) VALUES ($1, 'showReviewedEscalations', 'true')`,
      [watcher.id],
    );
    const shown = await app.t.callOk(watcher, qa.listChatEscalations, { query: {} });
    expect(shown.items.map((e) => e.id)).toContain(escalation.id);
  });

  it('lists open ones first, then in progress, newest first within each; by status either way, still newest first', async () => {
    const [a, b, c] = [await escalated(), await escalated(), await escalated()];
    await set(b.escalation.id, 'in-progress');
    const ids = [a, b, c].map((x) => x.escalation.id);
    const mine = (items: qa.Escalation[]) => items.map((e) => e.id).filter((id) => ids.includes(id));
    const query = { raisedById: reviewer.id, take: 100 };
    expect(mine((await app.t.callOk(manager, qa.listChatEscalations, { query })).items)).toEqual(
      [c, a, b].map((x) => x.escalation.id),
    );
    const byStatus = await app.t.callOk(manager, qa.listChatEscalations, {
      query: { ...query, sortBy: 'status', direction: 'DESC' },
    });
    expect(mine(byStatus.items)).toEqual([b, c, a].map((x) => x.escalation.id));
  });
});

describe('a refused escalation', () => {
  it('names body.reviews.0 for a review of another conversation', async () => {
    const one = await reviewedChat(app, reviewer, agent, `e-${++n}`, [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    const two = await reviewedChat(app, reviewer, agent, `e-${++n}`, [
      [app.greeting, app.good],
      [app.accuracy, app.good],
    ]);
    const wrong = await app.t.call(reviewer, qa.createChatEscalation, {
      body: { escalation: { conversationId: one.conversationId, reason: 'x' }, reviews: [two.id] },
    });
    expect(wrong.json()).toMatchObject({ details: [{ field: 'body.reviews.0' }] });
  });

  it('review that misses a criterion names body.reviews.scores', async () => {
    const { escalation } = await escalated();
    const missing = await app.t.call(manager, qa.reviewChatEscalation, {
      params: { id: escalation.id },
      body: { reviews: { scores: grades([[app.greeting, app.good]]) } },
    });
    expect(missing.json()).toMatchObject({ code: 'QA_SCORES_MISSING', details: [{ field: 'body.reviews.scores' }] });
  });
});
